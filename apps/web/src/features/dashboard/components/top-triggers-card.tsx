import { Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { SectionCard } from './section-card';

/** The factors ticked most often, those that lift the mood marked. */
export function TopTriggersCard({ data }: { data: Dashboard | undefined }) {
  return (
    <SectionCard title="Top Triggers">
      {data ? (
        data.topTriggers.length ? (
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.topTriggers.map((t) => (
              <Stack
                component="li"
                key={t.factor}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{t.factor}</Typography>
                {t.positive && (
                  <Chip label="Positive" size="small" color="success" variant="outlined" />
                )}
                <Typography variant="body2" color="text.secondary">
                  {t.count} {t.count === 1 ? 'time' : 'times'}
                </Typography>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">
            Tick the factors when you log a mood to see what moves it.
          </Typography>
        )
      ) : (
        <Skeleton variant="rounded" height={100} />
      )}
    </SectionCard>
  );
}
