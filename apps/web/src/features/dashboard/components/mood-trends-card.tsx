import { Skeleton, Typography } from '@mui/material';
import { MoodLineChart } from '../../../components/charts/mood-line-chart';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { SectionCard } from './section-card';

/** The last two weeks of moods, drawn. */
export function MoodTrendsCard({ data }: { data: Dashboard | undefined }) {
  return (
    <SectionCard title="Mood Trends">
      {data ? (
        data.points.length ? (
          <MoodLineChart points={data.points} label="Mood trends" height={260} />
        ) : (
          <Typography color="text.secondary">
            Your last two weeks of moods will be drawn here.
          </Typography>
        )
      ) : (
        <Skeleton variant="rounded" height={260} />
      )}
    </SectionCard>
  );
}
