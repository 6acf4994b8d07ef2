import { useState } from 'react';
import {
  Box,
  Button,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { valueProblem } from '@moodcraft/core/trackers/definitions';
import type { Tracker } from '@moodcraft/core/trackers/trackers';
import { errorMessage } from '../../../lib/api-client';
import { trackerInput, trackerLabel, trackerRange } from '../../../lib/tracker-queries';
import { useClearValue, useLogValue } from '../api/trackers-api';

type Props = {
  tracker: Tracker;
  day: string;
  current: number | undefined;
  /** told what was saved or cleared, for the page's status line */
  onSaved: (text: string) => void;
};

/** One tracker's value for the chosen day: yes or no at a tap, a number typed and saved. */
export function LogRow({ tracker, day, current, onSaved }: Props) {
  const log = useLogValue();
  const clear = useClearValue();
  const [text, setText] = useState(current === undefined ? '' : String(current));
  const [seen, setSeen] = useState({ day, current });
  // another day chosen, or the value read again: the field shows what is stored
  if (seen.day !== day || seen.current !== current) {
    setSeen({ day, current });
    setText(current === undefined ? '' : String(current));
  }
  const [problem, setProblem] = useState<string | null>(null);
  const label = trackerLabel(tracker);
  const failed = log.error ?? clear.error;
  const status = problem ?? (failed ? errorMessage(failed, 'Not saved. Please try again.') : null);

  const save = (value: number) => {
    const wrong = valueProblem(tracker, value);
    setProblem(wrong);
    if (!wrong)
      log.mutate(
        { id: tracker.id, day, value },
        { onSuccess: () => onSaved(`${tracker.name} saved.`) },
      );
  };
  const remove = () =>
    clear.mutate({ id: tracker.id, day }, { onSuccess: () => onSaved(`${tracker.name} cleared.`) });

  if (tracker.kind === 'yes-no')
    return (
      <Box>
        <Typography id={`log-${tracker.id}`} sx={{ mb: 0.5, fontWeight: 500 }}>
          {tracker.name}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={current === undefined ? null : current}
          aria-labelledby={`log-${tracker.id}`}
          onChange={(_, value: number | null) => (value === null ? remove() : save(value))}
          disabled={log.isPending || clear.isPending}
        >
          <ToggleButton value={1} sx={{ minWidth: 72, minHeight: 44 }}>
            Yes
          </ToggleButton>
          <ToggleButton value={0} sx={{ minWidth: 72, minHeight: 44 }}>
            No
          </ToggleButton>
        </ToggleButtonGroup>
        {status && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
            {status}
          </Typography>
        )}
      </Box>
    );

  const typed = text.trim() === '' ? null : Number(text);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (typed === null) {
          if (current !== undefined) remove();
          return;
        }
        save(typed);
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          type="number"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          error={Boolean(status)}
          helperText={status ?? trackerRange(tracker)}
          slotProps={{ htmlInput: trackerInput(tracker) }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={log.isPending || clear.isPending}
          aria-label={`Save ${tracker.name}`}
          sx={{ minHeight: 56, minWidth: 72 }}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
}
