import { memo, Suspense, useMemo, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { Line, useNearScreen } from './lazy-chartjs';
import { dayTicks } from './mood-line-chart';
import { useModePalette } from '../../app/theme';
import { dayAndMonth, formatDate } from '../../lib/dates';

/** A score on a day: a questionnaire's total, say. */
export type ScorePoint = { date: string; value: number };

type Props = {
  points: ScorePoint[];
  /** the top of the axis (the highest score there can be) */
  max: number;
  /** where the score axis is labelled (a scale's cut-offs, say); evenly spaced unless given */
  ticks?: readonly number[];
  /** what the chart shows, for its accessible summary */
  label: string;
  /** the words for one point, in its tooltip and the summary ("11 of 27, moderate") */
  describe: (point: ScorePoint) => string;
  height?: number;
  /** said over the empty axes when there is nothing to draw */
  emptyText?: string;
  /** the bottom of the axis; 0 unless given */
  min?: number;
  /** what one point is called in the summary: a result unless given */
  noun?: { one: string; many: string };
  /** points are whole days: tooltips give the day without a time */
  wholeDays?: boolean;
};

const RESULT = { one: 'result', many: 'results' };

const DAY_MS = 86_400_000;

/**
 * Scores over time on a fixed axis from 0 to `max`, time running along it as it passed: the
 * mood chart's look for any other score. The drawing loads once the chart nears the screen.
 */
export const ScoreLineChart = memo(function ScoreLineChart({
  points,
  max,
  ticks,
  label,
  describe,
  height = 240,
  emptyText,
  min = 0,
  noun = RESULT,
  wholeDays = false,
}: Props) {
  const palette = useModePalette();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const ordered = useMemo(
    () => [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
    [points],
  );
  const times = ordered.map((p) => Date.parse(p.date));
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? DAY_MS;
  const room = Math.max((last - first) * 0.03, DAY_MS / 2);
  const [from, to] = [first - room, last + room];
  const text = palette.text.secondary;
  const latest = ordered[ordered.length - 1];
  const summary = latest
    ? `${label}: ${ordered.length} ${ordered.length === 1 ? noun.one : noun.many} from ${dayAndMonth(ordered[0]!.date)} to ${dayAndMonth(latest.date)}, latest ${describe(latest)}.`
    : `${label}: no ${noun.many} yet.`;
  return (
    <Box ref={box} role="img" aria-label={summary} sx={{ position: 'relative', height }}>
      <Suspense fallback={null}>
        {near && ordered.length > 0 && (
          <Line
            aria-hidden
            data={{
              datasets: [
                {
                  data: ordered.map((p, i) => ({ x: times[i]!, y: p.value })),
                  borderColor: palette.primary.main,
                  backgroundColor: palette.primary.main,
                  pointRadius: 5,
                  pointHoverRadius: 7,
                  tension: 0,
                },
              ],
            }}
            options={{
              maintainAspectRatio: false,
              scales: {
                y: {
                  min,
                  max,
                  ...(ticks && {
                    afterBuildTicks: (scale) => {
                      scale.ticks = ticks.map((value) => ({ value }));
                    },
                  }),
                  ticks: { color: text, callback: (v) => String(v) },
                  grid: { color: palette.divider },
                },
                x: {
                  type: 'linear',
                  min: from,
                  max: to,
                  afterBuildTicks: (scale) => {
                    // whole days are drawn at midday: their labels go under them, not between
                    scale.ticks = dayTicks(from, to)
                      .map((value) => (wholeDays ? value + DAY_MS / 2 : value))
                      .filter((value) => value <= to)
                      .map((value) => ({ value }));
                  },
                  ticks: {
                    // an empty chart's axis spans no days of the person's, so it names none
                    display: ordered.length > 0,
                    color: text,
                    maxRotation: 0,
                    autoSkip: true,
                    callback: (value) => dayAndMonth(Number(value)),
                  },
                  grid: { display: false },
                },
              },
              plugins: {
                tooltip: {
                  callbacks: {
                    title: (items) =>
                      formatDate(
                        ordered[items[0]!.dataIndex]!.date,
                        wholeDays
                          ? { dateStyle: 'medium' }
                          : { dateStyle: 'medium', timeStyle: 'short' },
                      ),
                    label: (item) => describe(ordered[item.dataIndex]!),
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
            px: 2,
          }}
        >
          {emptyText}
        </Typography>
      )}
    </Box>
  );
});
