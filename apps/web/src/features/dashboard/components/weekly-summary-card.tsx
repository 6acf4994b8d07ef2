import { Box, Button, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import TrendingUp from '@mui/icons-material/TrendingUp';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import { Link as RouterLink } from 'react-router';
import { emotionLabel } from '@moodcraft/core/emotions/catalogue';
import { DistributionDoughnut } from '../../../components/charts/distribution-doughnut';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { SectionCard } from './section-card';

const TREND = {
  improving: { label: 'Improving', Icon: TrendingUp, color: 'success.main' },
  stable: { label: 'Stable', Icon: TrendingFlat, color: 'text.secondary' },
  declining: { label: 'Declining', Icon: TrendingDown, color: 'error.main' },
} as const;

/** Which way the mood is going; with no entries yet there is nothing to compare. */
function TrendValue({ data }: { data: Dashboard }) {
  if (data.totalEntries === 0)
    return <Typography sx={{ fontWeight: 700 }}>Not enough entries yet</Typography>;
  const t = TREND[data.weekly.trend];
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: t.color }}>
      <t.Icon aria-hidden />
      <Typography sx={{ fontWeight: 700 }}>{t.label}</Typography>
    </Stack>
  );
}

/** The week in figures, with suggestions and the distribution of moods. */
export function WeeklySummaryCard({ data }: { data: Dashboard | undefined }) {
  return (
    <SectionCard
      title="Weekly Mood Summary"
      action={
        <Button component={RouterLink} to="/mood-tracker" state={{ tab: 1 }} variant="outlined">
          View Analysis Details
        </Button>
      }
    >
      {data ? (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Typography variant="body2" color="text.secondary">
                Trend
              </Typography>
              <TrendValue data={data} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Typography variant="body2" color="text.secondary">
                Average mood
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {data.weekly.entryCount
                  ? `${data.weekly.averageMood.toFixed(1)}/10`
                  : 'No entries this week'}
              </Typography>
              {data.weekly.entryCount > 0 && (
                // every entry counts once, however many a day
                <Typography variant="caption" color="text.secondary">
                  over {data.weekly.entryCount} {data.weekly.entryCount === 1 ? 'entry' : 'entries'}
                </Typography>
              )}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Typography variant="body2" color="text.secondary">
                Most frequent mood
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {data.weekly.mostFrequentMood ? emotionLabel(data.weekly.mostFrequentMood) : '–'}
              </Typography>
            </Grid>
          </Grid>
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Suggested activities
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {data.weekly.suggestedActivities.map((a) => (
                <Chip
                  key={a.title}
                  label={a.title}
                  component={RouterLink}
                  to={a.to}
                  clickable
                  color="primary"
                  variant="outlined"
                />
              ))}
            </Stack>
          </Box>
          {data.totalEntries > 0 && (
            <DistributionDoughnut slices={data.distribution} total={data.totalEntries} />
          )}
        </Stack>
      ) : (
        <Skeleton variant="rounded" height={220} />
      )}
    </SectionCard>
  );
}
