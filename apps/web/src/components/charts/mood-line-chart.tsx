import { memo, Suspense, useMemo, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { Line, useNearScreen } from './lazy-chartjs';
import { useModePalette } from '../../app/theme';
import { capitalise, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import { MOOD_COLORS, moodBand } from '@moodcraft/core/moods/analytics';
import { dayAndMonth, formatDate } from '../../lib/dates';

/** An entry on the chart: how it felt (`pleasantness`, what is drawn) and how strongly (`score`). */
export type MoodPoint = {
  date: string;
  score: number;
  pleasantness: number;
  subEmotion: string;
  primaryEmotion: string;
};

type Props = {
  points: MoodPoint[];
  height?: number;
  label: string;
  /** said over the empty axes when there is nothing to draw */
  emptyText?: string;
};

/** The axis' whole scores as they are: chart.js would otherwise build a number formatter for them. */
const wholeNumber = (value: string | number) => String(value);

/**
 * Moods over time on a 0–10 axis: how each entry felt (pleasantness, decision 23), never how
 * intense it was; each point coloured by its band, tooltips with the feeling and both figures.
 */
export const MoodLineChart = memo(function MoodLineChart({
  points,
  height = 280,
  label,
  emptyText,
}: Props) {
  const palette = useModePalette();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const ordered = useMemo(
    () => [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
    [points],
  );
  const colours = ordered.map((p) => MOOD_COLORS[moodBand(p.pleasantness)]);
  // empty axes keep their scale, without lines running through what they say instead
  const grid = ordered.length || !emptyText ? palette.divider : 'transparent';
  const text = palette.text.secondary;
  const summary = ordered.length
    ? `${label}: ${ordered.length} entries from ${dayAndMonth(ordered[0]!.date)} to ${dayAndMonth(ordered[ordered.length - 1]!.date)}, latest ${ordered[ordered.length - 1]!.pleasantness} out of 10.`
    : `${label}: no entries yet.`;
  return (
    <Box ref={box} role="img" aria-label={summary} sx={{ position: 'relative', height }}>
      <Suspense fallback={null}>
        {near && (
          <Line
            aria-hidden
            data={{
              labels: ordered.map((p) => dayAndMonth(p.date)),
              datasets: [
                {
                  data: ordered.map((p) => p.pleasantness),
                  borderColor: palette.primary.main,
                  backgroundColor: `${palette.primary.main}22`,
                  fill: true,
                  // a smooth line whose highs and lows stay at the logged moods: it never dips
                  // below or rises above a point between two entries
                  cubicInterpolationMode: 'monotone',
                  pointBackgroundColor: colours,
                  pointBorderColor: colours,
                  pointRadius: ordered.length > 60 ? 2 : 4,
                  pointHoverRadius: 6,
                },
              ],
            }}
            options={{
              maintainAspectRatio: false,
              scales: {
                y: {
                  min: 0,
                  max: 10,
                  ticks: { stepSize: 2, color: text, callback: wholeNumber },
                  grid: { color: grid },
                },
                x: {
                  ticks: { color: text, maxRotation: 0, autoSkip: true, maxTicksLimit: 8 },
                  grid: { display: false },
                },
              },
              plugins: {
                tooltip: {
                  callbacks: {
                    title: (items) => {
                      const p = ordered[items[0]!.dataIndex]!;
                      return formatDate(p.date, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      });
                    },
                    label: (item) => {
                      const p = ordered[item.dataIndex]!;
                      return `${capitalise(p.subEmotion)} (${emotionLabel(p.primaryEmotion)}): ${p.pleasantness}/10 overall, intensity ${p.score}/10`;
                    },
                  },
                },
              },
            }}
          />
        )}
      </Suspense>
      {!ordered.length && emptyText && (
        <Typography
          aria-hidden
          color="text.secondary"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            textWrap: 'balance',
            px: 2,
            pointerEvents: 'none',
          }}
        >
          {emptyText}
        </Typography>
      )}
    </Box>
  );
});
