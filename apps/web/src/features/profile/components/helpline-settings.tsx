import { Box, TextField, Typography } from '@mui/material';
import {
  SETTING_LABELS,
  type Settings,
  type SettingsUpdate,
} from '@moodcraft/core/accounts/accounts';
import { HELPLINES_REVIEWED, regionName } from '@moodcraft/core/companion/helplines';
import { RegionOptions } from '../../../components/region-options';
import { formatDate } from '../../../lib/dates';

type Props = { settings: Settings; onChange: (change: SettingsUpdate, label: string) => void };

const AUTOMATIC = '';

/**
 * Whose crisis lines Mood Friend, the help card and the safety plan list. Until the person
 * chooses, the country is guessed from their time zone and their browser's language.
 */
export function HelplineSettings({ settings, onChange }: Props) {
  const guessed = regionName(settings.crisisRegion);
  return (
    <Box component="section" aria-labelledby="helplines-heading">
      <Typography id="helplines-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Helplines
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        When you might need help, MoodCraft lists the emergency number and crisis lines of this
        country. The list was last checked on{' '}
        {formatDate(new Date(`${HELPLINES_REVIEWED}T12:00:00Z`), {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        })}
        .
      </Typography>
      <TextField
        select
        label="Helplines for"
        value={settings.crisisRegionChosen ? settings.crisisRegion : AUTOMATIC}
        onChange={(e) =>
          onChange(
            { crisisRegion: e.target.value === AUTOMATIC ? null : e.target.value },
            SETTING_LABELS.crisisRegion!,
          )
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 280 }}
      >
        <option value={AUTOMATIC}>
          {settings.crisisRegionChosen
            ? 'Guess from my time zone'
            : `${guessed} (from my time zone)`}
        </option>
        <RegionOptions />
      </TextField>
    </Box>
  );
}
