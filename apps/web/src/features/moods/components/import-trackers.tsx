import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { ImportResult, ImportTrackerPreview } from '@moodcraft/core/data/import-api';
import { trackerLabel } from '../../../lib/tracker-queries';

/**
 * The trackers side of an import's preview (Bearable's sleep, energy, symptoms, measurements; a
 * MoodCraft export's trackers, archived ones said so):
 * the trackers the values go to, those to add once the person agrees, and days that keep theirs.
 */

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/** How several readings of one day become its value, by kind. */
const MERGED = {
  numeric: 'their average',
  count: 'their total',
  'yes-no': 'yes if any was yes',
} as const;

/** The tracker values an import would add: none of the new trackers' when they are not added. */
export const newTrackerValues = (trackers: ImportTrackerPreview[] | undefined, add: boolean) =>
  (trackers ?? [])
    .filter((t) => add || !t.new)
    .reduce((sum, t) => sum + t.values - t.duplicates, 0);

/** Trackers an import would add that bring no values (a MoodCraft export's, restored as they were). */
export const emptyTrackersToAdd = (trackers: ImportTrackerPreview[] | undefined, add: boolean) =>
  add ? (trackers ?? []).filter((t) => t.new && t.values === 0).length : 0;

/**
 * "Import 12 entries", "Import 12 entries and 40 tracker values", "Import 40 tracker values", or
 * for a file that only brings trackers without values, "Add 2 trackers".
 */
export function importLabel(entries: number, values: number, emptyTrackers = 0) {
  const entryWords = `${entries} ${entries === 1 ? 'entry' : 'entries'}`;
  const valueWords = `${values} tracker ${values === 1 ? 'value' : 'values'}`;
  if (entries === 0 && values === 0 && emptyTrackers > 0)
    return `Add ${emptyTrackers} ${emptyTrackers === 1 ? 'tracker' : 'trackers'}`;
  if (values === 0) return `Import ${entryWords}`;
  return entries === 0 ? `Import ${valueWords}` : `Import ${entryWords} and ${valueWords}`;
}

/** What an import did for the trackers, or null when the file had no tracker values. */
export function trackersImportedText(result: ImportResult['trackers']) {
  if (!result) return null;
  const parts = [
    `${result.imported} tracker ${result.imported === 1 ? 'value' : 'values'} imported`,
  ];
  if (result.skipped) parts.push(`${result.skipped} left as they were`);
  const added = result.added.length ? `; added ${names(result.added)}` : '';
  return `${parts.join(', ')}${added}.`;
}

export function ImportTrackers({
  trackers,
  add,
  onAdd,
}: {
  trackers: ImportTrackerPreview[];
  add: boolean;
  onAdd: (add: boolean) => void;
}) {
  const fresh = trackers.filter((t) => t.new);
  const own = trackers.filter((t) => !t.new);
  const kept = trackers.reduce((sum, t) => sum + t.duplicates, 0);
  const merged = trackers.filter((t) => t.merged > 0 && (add || !t.new));
  return (
    <Stack spacing={0.75} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <Typography sx={{ fontWeight: 600 }}>Trackers</Typography>
      {own.length > 0 && (
        <Typography variant="body2">
          Values for your trackers: {own.map((t) => `${t.name} (${days(t.values)})`).join(', ')}.
        </Typography>
      )}
      {fresh.length > 0 && (
        <>
          <Typography variant="body2">
            Trackers to add:{' '}
            {fresh.map((t) => `${trackerLabel(t)}${t.archived ? ' (archived)' : ''}`).join(', ')}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={add} onChange={(e) => onAdd(e.target.checked)} />}
            label={`Add ${fresh.length === 1 ? 'this tracker' : 'these trackers'} and import ${fresh.length === 1 ? 'its' : 'their'} values`}
          />
          {!add && (
            <Typography variant="body2" color="text.secondary">
              Their values will be left out.
            </Typography>
          )}
        </>
      )}
      {kept > 0 && (
        <Typography variant="body2" color="text.secondary">
          {days(kept)} already {kept === 1 ? 'has a value' : 'have a value'}, which stays as it is.
        </Typography>
      )}
      {merged.map((t) => (
        <Typography key={t.name} variant="body2" color="text.secondary">
          {t.name} has several readings on {days(t.merged)}: each of those days keeps{' '}
          {MERGED[t.kind]}.
        </Typography>
      ))}
    </Stack>
  );
}
