import { useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import {
  SETTING_LABELS,
  type Settings,
  type SettingsUpdate,
} from '@moodcraft/core/accounts/accounts';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const zones = (): string[] => {
  const withZones = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return withZones.supportedValuesOf?.('timeZone') ?? ['UTC'];
};

type Props = { settings: Settings; onChange: (change: SettingsUpdate, label: string) => void };

/** When reminders and reports arrive, in the person's own time zone. */
export function ReminderSettings({ settings, onChange }: Props) {
  const [time, setTime] = useState(settings.reminderTime);
  const [zoneList] = useState(() => {
    const list = zones();
    return list.includes(settings.timeZone) ? list : [settings.timeZone, ...list];
  });
  return (
    <Box component="section" aria-labelledby="reminders-heading">
      <Typography id="reminders-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Reminders and Reports
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The daily reminder comes at this time unless you have already checked in that day; the
        weekly report comes at 9 am on the day you choose.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={SETTING_LABELS.reminderTime}
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          onBlur={() =>
            /^\d{2}:\d{2}$/.test(time) &&
            time !== settings.reminderTime &&
            onChange({ reminderTime: time }, SETTING_LABELS.reminderTime!)
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          sx={{ minWidth: 160 }}
        />
        <TextField
          select
          label={SETTING_LABELS.timeZone}
          value={settings.timeZone}
          onChange={(e) => onChange({ timeZone: e.target.value }, SETTING_LABELS.timeZone!)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240 }}
        >
          {zoneList.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={SETTING_LABELS.weeklyReportDay}
          value={settings.weeklyReportDay}
          onChange={(e) =>
            onChange({ weeklyReportDay: Number(e.target.value) }, SETTING_LABELS.weeklyReportDay!)
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          {DAYS.map((d, i) => (
            <option key={d} value={i}>
              {d}
            </option>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
