import { Box, TextField, Typography } from '@mui/material';
import {
  CHECK_IN_INTERVALS,
  INTERVAL_LABELS,
  type CheckInInterval,
} from '@moodcraft/core/checkins/schedule';

type Props = {
  value: CheckInInterval;
  onChange: (interval: CheckInInterval) => void;
  disabled?: boolean;
};

/** How often the check-ins are due, and what a reminder is. */
export function ScheduleSelect({ value, onChange, disabled }: Props) {
  return (
    <Box component="section" aria-labelledby="schedule-heading">
      <Typography id="schedule-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Schedule and reminders
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '65ch' }}>
        Choose how often: each questionnaire falls due again that long after you last took it. From
        your first check-in on, a reminder comes on the day one is due, at your reminder time: by
        e-mail when e-mails are on, and on the devices where notifications are on (both in Profile,
        Settings). It never says your answers or your score.
      </Typography>
      <TextField
        select
        label="How often"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as CheckInInterval)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240 }}
      >
        {CHECK_IN_INTERVALS.map((interval) => (
          <option key={interval} value={interval}>
            {INTERVAL_LABELS[interval]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
