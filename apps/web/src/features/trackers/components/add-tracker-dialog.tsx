import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  TRACKER_PRESETS,
  type TrackerKind,
  type TrackerPreset,
} from '@moodcraft/core/trackers/definitions';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAddTracker } from '../api/trackers-api';

type Props = { open: boolean; onClose: () => void; onAdded: (name: string) => void };

const KIND_LABELS: Record<TrackerKind, string> = {
  numeric: 'A number on a scale',
  'yes-no': 'Yes or no',
  count: 'A count',
};

const presetLabel = (p: TrackerPreset) =>
  p.kind === 'yes-no'
    ? `${p.name} (yes/no)`
    : `${p.name}${p.unit && p.unit !== p.name.toLowerCase() ? ` ${p.unit}` : ''} (${p.min}–${p.max.toLocaleString('en-AU')})`;

type Form = {
  kind: TrackerKind;
  name: string;
  unit: string;
  min: string;
  max: string;
  step: string;
};
const EMPTY: Form = { kind: 'numeric', name: '', unit: '', min: '0', max: '10', step: '1' };
const fromPreset = (p: TrackerPreset): Form => ({
  kind: p.kind,
  name: p.name,
  unit: p.unit,
  min: String(p.min),
  max: String(p.max),
  step: String(p.step),
});

/** Adds a tracker: one of the presets, or one of the person's own. */
export function AddTrackerDialog({ open, onClose, onAdded }: Props) {
  const [form, setForm] = useState<Form>(EMPTY);
  const add = useAddTracker();
  const set = (changes: Partial<Form>) => setForm((f) => ({ ...f, ...changes }));
  const fieldErrors = add.error instanceof ApiError ? add.error.errors : [];
  const errorOf = (path: string) => fieldErrors.find((e) => e.path === path)?.message;

  const close = () => {
    setForm(EMPTY);
    add.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
    add.mutate(
      {
        kind: form.kind,
        name: form.name,
        unit: form.kind === 'yes-no' ? '' : form.unit,
        ...(form.kind === 'numeric' && {
          min: number(form.min),
          max: number(form.max),
          step: number(form.step),
        }),
        ...(form.kind === 'count' && { max: number(form.max) }),
      },
      {
        onSuccess: (tracker) => {
          onAdded(tracker.name);
          close();
        },
      },
    );
  };

  const numberField = (key: 'min' | 'max' | 'step', label: string) => (
    <TextField
      label={label}
      type="number"
      value={form[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={Boolean(errorOf(key))}
      helperText={errorOf(key)}
      slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-tracker-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-tracker-title">Add a tracker</DialogTitle>
        <DialogContent>
          <Typography id="presets-label" color="text.secondary" sx={{ mb: 1 }}>
            Start from one of these, or make your own below.
          </Typography>
          <Stack
            direction="row"
            role="group"
            aria-labelledby="presets-label"
            sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
          >
            {TRACKER_PRESETS.map((p) => (
              <Button
                key={p.key}
                variant={form.name === p.name && form.kind === p.kind ? 'contained' : 'outlined'}
                onClick={() => setForm(fromPreset(p))}
                sx={{ minHeight: 44, textTransform: 'none' }}
              >
                {presetLabel(p)}
              </Button>
            ))}
          </Stack>
          <Stack spacing={2}>
            <TextField
              select
              label="Kind"
              value={form.kind}
              onChange={(e) => set({ kind: e.target.value as TrackerKind })}
              error={Boolean(errorOf('kind'))}
              helperText={errorOf('kind')}
            >
              {(Object.keys(KIND_LABELS) as TrackerKind[]).map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Name"
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
              error={Boolean(errorOf('name'))}
              helperText={errorOf('name') ?? 'Only you see it; it is stored encrypted.'}
              required
            />
            {form.kind !== 'yes-no' && (
              <TextField
                label="Unit (optional)"
                value={form.unit}
                onChange={(e) => set({ unit: e.target.value })}
                error={Boolean(errorOf('unit'))}
                helperText={errorOf('unit') ?? 'Such as hours, steps or cups'}
              />
            )}
            {form.kind === 'numeric' && (
              <Stack direction="row" spacing={1}>
                {numberField('min', 'Lowest')}
                {numberField('max', 'Highest')}
                {numberField('step', 'Step')}
              </Stack>
            )}
            {form.kind === 'count' && numberField('max', 'Highest count')}
          </Stack>
          {add.isError && fieldErrors.length === 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(
                add.error,
                'The tracker could not be added just now. Please try again.',
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending} sx={{ minHeight: 44 }}>
            Add tracker
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
