import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  ListSubheader,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { EMOTIONS } from '@moodcraft/core/emotions/catalogue';
import { FACTORS } from '@moodcraft/core/emotions/factors';
import { DateField } from '../../../components/date-field';
import { ColourDot } from '../../../components/own-factors/factor-colour';
import { useOwnFactors } from '../../../lib/own-factors';
import type { MoodListFilter } from '../api/moods-api';

export type MoodFilter = { from: string; to: string; emotion: string; factor: string };
export const NO_FILTER: MoodFilter = { from: '', to: '', emotion: '', factor: '' };

export const isFiltering = (f: MoodFilter) => Boolean(f.from || f.to || f.emotion || f.factor);

/** What the server is asked for: dates are whole local days, "from" at 00:00, "to" through 23:59. */
export function listFilter(f: MoodFilter): MoodListFilter {
  return {
    from: f.from ? new Date(`${f.from}T00:00:00`).toISOString() : undefined,
    to: f.to ? new Date(`${f.to}T23:59:59.999`).toISOString() : undefined,
    emotion: f.emotion || undefined,
    factor: f.factor || undefined,
  };
}

type Props = {
  open: boolean;
  value: MoodFilter;
  onClose: () => void;
  onApply: (f: MoodFilter) => void;
};

export function FilterDialog({ open, value, onClose, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  // the person's own factors after the built-in ones; a hidden one only while it is the filter
  const own = (useOwnFactors(open).data ?? []).filter((f) => !f.hidden || f.name === draft.factor);
  const known = new Set<string>([...FACTORS, ...own.map((f) => f.name)]);
  const set = (key: keyof MoodFilter) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onEnter: () => setDraft(value) } }}
    >
      <DialogTitle>Filter entries</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <DateField label="From" value={draft.from} onChange={set('from')} fullWidth />
            <DateField label="To" value={draft.to} onChange={set('to')} fullWidth />
          </Stack>
          <FormControl fullWidth>
            <InputLabel id="filter-emotion">Emotion</InputLabel>
            <Select
              labelId="filter-emotion"
              label="Emotion"
              value={draft.emotion}
              onChange={(e) => set('emotion')(e.target.value)}
            >
              <MenuItem value="">Any emotion</MenuItem>
              {EMOTIONS.map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="filter-factor">Factor</InputLabel>
            <Select
              labelId="filter-factor"
              label="Factor"
              value={draft.factor}
              onChange={(e) => set('factor')(e.target.value)}
            >
              <MenuItem value="">Any factor</MenuItem>
              {FACTORS.map((f) => (
                <MenuItem key={f} value={f}>
                  {f}
                </MenuItem>
              ))}
              {own.length > 0 && (
                // on the menu's own surface, which is lighter than the page in dark mode
                <ListSubheader sx={{ bgcolor: 'transparent', position: 'static' }}>
                  Your factors
                </ListSubheader>
              )}
              {own.map((f) => (
                <MenuItem key={f.id} value={f.name} sx={{ gap: 1 }}>
                  <ColourDot colour={f.colour} />
                  {f.name}
                </MenuItem>
              ))}
              {draft.factor && !known.has(draft.factor) && (
                <MenuItem value={draft.factor}>{draft.factor}</MenuItem>
              )}
            </Select>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => setDraft(NO_FILTER)}>Reset</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
