import { Alert, Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { ImportPreview, ImportResult } from '@moodcraft/core/data/import-api';
import { OWN_FACTOR_LIMIT } from '@moodcraft/core/emotions/own-factors';

/**
 * The own-factors side of an import's preview (decision 25): activities that are not factors
 * yet, which become the person's own factors once they agree (checked unless there is no room).
 */

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/** Whether the file's new factors fit within the person's room for more. */
export const factorsFit = (preview: ImportPreview | undefined) =>
  (preview?.newFactors?.length ?? 0) <= (preview?.ownFactorRoom ?? OWN_FACTOR_LIMIT);

/** What an import did for the factors, or null when it added none. */
export function factorsAddedText(result: ImportResult) {
  const added = result.factorsAdded ?? [];
  if (!added.length) return null;
  return `Added ${added.length === 1 ? 'a factor' : `${added.length} factors`} of your own: ${names(added)}.`;
}

export function ImportFactors({
  preview,
  add,
  onAdd,
}: {
  preview: ImportPreview;
  add: boolean;
  onAdd: (add: boolean) => void;
}) {
  const fresh = (preview.newFactors ?? []).map((f) => f.name);
  if (!fresh.length) return null;
  const fits = factorsFit(preview);
  const room = preview.ownFactorRoom ?? OWN_FACTOR_LIMIT;
  const kept =
    preview.format === 'moodcraft'
      ? 'Without them, the entries are imported without these factors.'
      : 'Left unchecked, they stay in each entry’s notes, as they are now.';
  return (
    <Box sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {fresh.length === 1 ? 'This activity is' : 'These activities are'} not factors yet:{' '}
        {fresh.join(', ')}
      </Typography>
      {fits ? (
        <>
          <FormControlLabel
            control={<Checkbox checked={add} onChange={(e) => onAdd(e.target.checked)} />}
            label={
              fresh.length === 1 ? 'Add it as your own factor' : 'Add them as your own factors'
            }
          />
          <Typography variant="body2" color="text.secondary">
            {add
              ? 'You can rename, colour, hide or reorder them afterwards under Manage factors.'
              : kept}
          </Typography>
        </>
      ) : (
        <Alert severity="warning" sx={{ mt: 1 }}>
          You can have up to {OWN_FACTOR_LIMIT} factors of your own, and there is room for{' '}
          {room === 0 ? 'no more' : room}: these {fresh.length} cannot all be added.{' '}
          {preview.format === 'moodcraft'
            ? 'The entries are imported without them.'
            : 'They stay in each entry’s notes.'}{' '}
          To add them, first delete factors you never used, then import the file again.
        </Alert>
      )}
    </Box>
  );
}
