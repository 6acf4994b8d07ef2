import { Suspense, useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Doughnut, useNearScreen } from './lazy-chartjs';
import { useModePalette } from '../../app/theme';
import { emotionColor, emotionLabel } from '@moodcraft/core/emotions/catalogue';

type Props = { slices: { emotion: string; count: number }[]; total: number };

/** Mood Distribution: a doughnut with a 70 % cutout and the total in the middle. */
export function DistributionDoughnut({ slices, total }: Props) {
  const palette = useModePalette();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const summary = slices.map((s) => `${emotionLabel(s.emotion)} ${s.count}`).join(', ');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Box
        ref={box}
        role="img"
        aria-label={`Mood distribution of ${total} entries: ${summary}`}
        sx={{ position: 'relative', width: 190, height: 190, flexShrink: 0 }}
      >
        <Suspense fallback={null}>
          {near && (
            <Doughnut
              aria-hidden
              data={{
                labels: slices.map((s) => emotionLabel(s.emotion)),
                datasets: [
                  {
                    data: slices.map((s) => s.count),
                    backgroundColor: slices.map((s) => emotionColor(s.emotion)),
                    borderColor: palette.background.paper,
                    borderWidth: 3,
                  },
                ],
              }}
              options={{
                cutout: '70%',
                maintainAspectRatio: false,
                plugins: { tooltip: { enabled: true } },
              }}
            />
          )}
        </Suspense>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
            textAlign: 'center',
          }}
        >
          <Box>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1 }}>
              {total}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Total entries
            </Typography>
          </Box>
        </Box>
      </Box>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {slices.map((s) => (
          <Stack
            component="li"
            key={s.emotion}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: emotionColor(s.emotion) }}
            />
            <Typography variant="body2">
              {emotionLabel(s.emotion)} · {s.count}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
