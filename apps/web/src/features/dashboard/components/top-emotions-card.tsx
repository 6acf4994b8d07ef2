import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { emotionColor, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { SectionCard } from './section-card';

/** The feelings logged most often. */
export function TopEmotionsCard({ data }: { data: Dashboard | undefined }) {
  return (
    <SectionCard title="Top Emotions">
      {data ? (
        data.topEmotions.length ? (
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.topEmotions.map((e) => (
              <Stack
                component="li"
                key={e.emotion}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    bgcolor: emotionColor(e.emotion),
                  }}
                />
                <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
                  {emotionLabel(e.emotion)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {e.count} {e.count === 1 ? 'time' : 'times'}
                </Typography>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">Your most common feelings will show here.</Typography>
        )
      ) : (
        <Skeleton variant="rounded" height={100} />
      )}
    </SectionCard>
  );
}
