import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { CraftDateRange } from '../crafts-filter';

type Value = { date: CraftDateRange; tags: string[] };
type Props = {
  open: boolean;
  value: Value;
  allTags: string[];
  onClose: () => void;
  onApply: (v: Value) => void;
};

export function FilterDrawer({ open, value, allTags, onClose, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ transition: { onEnter: () => setDraft(value) } }}
    >
      <Box sx={{ width: 300, p: 3 }} role="dialog" aria-label="Filter crafts">
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Filter
        </Typography>
        <FormLabel id="date-created">Date created</FormLabel>
        <RadioGroup
          aria-labelledby="date-created"
          value={draft.date}
          onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value as CraftDateRange }))}
          sx={{ mb: 2 }}
        >
          <FormControlLabel value="all" control={<Radio />} label="All time" />
          <FormControlLabel value="today" control={<Radio />} label="Today" />
          <FormControlLabel value="week" control={<Radio />} label="This week" />
          <FormControlLabel value="month" control={<Radio />} label="This month" />
        </RadioGroup>
        <FormLabel component="legend">Tags</FormLabel>
        {allTags.length ? (
          <FormGroup sx={{ mb: 3 }}>
            {allTags.map((t) => (
              <FormControlLabel
                key={t}
                control={
                  <Checkbox
                    checked={draft.tags.includes(t)}
                    onChange={(e) =>
                      setDraft((d) => ({
                        ...d,
                        tags: e.target.checked ? [...d.tags, t] : d.tags.filter((x) => x !== t),
                      }))
                    }
                  />
                }
                label={t}
              />
            ))}
          </FormGroup>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Tags you add to crafts appear here.
          </Typography>
        )}
        <Stack direction="row" spacing={1.5}>
          <Button onClick={() => setDraft({ date: 'all', tags: [] })}>Reset</Button>
          <Button variant="contained" onClick={() => onApply(draft)}>
            Apply
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
