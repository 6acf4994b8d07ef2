import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useMoodLinks } from '../api/trackers-api';

/** "What goes with my mood": the plain-words comparisons, or what they still need. */
export function MoodLinksPanel() {
  const links = useMoodLinks();
  const data = links.data;
  return (
    <Stack component="section" aria-labelledby="mood-links-heading" spacing={1.5}>
      <Typography id="mood-links-heading" variant="h5" component="h2">
        What goes with my mood
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
        Your average mood on days with and without each tracker or factor, on the same day and the
        day after. These are patterns in your own entries, not causes: many things change together.
      </Typography>
      {links.isPending && <Skeleton variant="rounded" height={96} />}
      {links.isError && (
        <Alert severity="warning">
          These figures could not be loaded just now. Please try again in a moment.
        </Alert>
      )}
      {data && data.links.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, my: 0, maxWidth: '75ch', '& li': { mb: 1 } }}>
          {data.links.map((link) => (
            <li key={`${link.key}-${link.lag}`}>
              <Typography>{link.text}</Typography>
            </li>
          ))}
        </Box>
      )}
      {data && data.links.length === 0 && (
        <Typography role="note" sx={{ maxWidth: '70ch' }}>
          {data.mostPairedDays < data.minimumDays
            ? `Patterns show here once a tracker or factor and your mood are both logged on ${data.minimumDays} days. So far: ${data.mostPairedDays} ${data.mostPairedDays === 1 ? 'day' : 'days'}.`
            : `Nothing to compare yet: each side of a comparison needs at least ${data.minimumGroupDays} days (days with a “yes” and with a “no”, or higher and lower values).`}
        </Typography>
      )}
    </Stack>
  );
}
