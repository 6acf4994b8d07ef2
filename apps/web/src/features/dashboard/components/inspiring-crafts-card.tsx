import { Box, Button, Grid, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { capitalise } from '@moodcraft/core/emotions/catalogue';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { SectionCard } from './section-card';

/** The three latest crafts: their type and title; with none yet, an invitation to start. */
export function InspiringCraftsCard({
  data,
  failed,
}: {
  data: Dashboard | undefined;
  failed: boolean;
}) {
  return (
    <SectionCard
      title="Inspiring Crafts"
      action={
        data && data.latestCrafts.length === 0 ? (
          // beside the Craft of the Day's "Start Creating", this one is told apart when read out
          <Button
            component={RouterLink}
            to="/creative-outlet"
            variant="outlined"
            aria-label="Start creating your first craft"
          >
            Start creating
          </Button>
        ) : (
          <Button component={RouterLink} to="/creative-outlet" variant="outlined">
            Continue Creating
          </Button>
        )
      }
    >
      {data ? (
        data.latestCrafts.length ? (
          <Grid container spacing={2}>
            {data.latestCrafts.map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 4 }}>
                <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover', height: '100%' }}>
                  <Typography variant="overline" color="text.secondary">
                    {capitalise(c.type)}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {c.title}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        ) : (
          <Typography color="text.secondary">
            Start creating to see inspiring crafts here
          </Typography>
        )
      ) : failed ? (
        <Typography color="text.secondary">Start creating to see inspiring crafts here</Typography>
      ) : (
        <Skeleton variant="rounded" height={80} />
      )}
    </SectionCard>
  );
}
