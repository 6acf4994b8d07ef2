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

const DAY_MS = 86_400_000;
/** Steps between the time axis' labels, in days: the first that needs at most six. */
const STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364, 728];

/**
 * Where the time axis is labelled: local midnights, a whole number of days apart, from the first
 * at or after `min` (a day of the calendar each, so the gaps between entries keep their length).
 */
export function dayTicks(min: number, max: number): number[] {
  const days = (max - min) / DAY_MS;
  const step = STEPS.find((s) => days / s <= 6) ?? Math.ceil(days / 6);
  const first = new Date(min);
  first.setHours(0, 0, 0, 0);
  if (first.getTime() < min) first.setDate(first.getDate() + 1);
  const ticks: number[] = [];
  for (const d = first; d.getTime() <= max; d.setDate(d.getDate() + step)) ticks.push(d.getTime());
  return ticks;
}

/**
 * The span the axis covers: the entries' own with a little room at each end (so the first and
 * last points are drawn whole), or a day around a single one.
 */
function timeSpan(times: number[]): [number, number] {
  const min = times[0]!;
  const max = times[times.length - 1]!;
  if (max - min < DAY_MS) return [min - DAY_MS / 2, max + DAY_MS / 2];
  const room = (max - min) * 0.02;
  return [min - room, max + room];
}

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
  // time runs along the axis as it passed: two entries a week apart sit a week apart
  const times = ordered.map((p) => Date.parse(p.date));
  const [from, to] = times.length ? timeSpan(times) : [0, DAY_MS];
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
              datasets: [
                {
                  data: ordered.map((p, i) => ({ x: times[i]!, y: p.pleasantness })),
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
                  type: 'linear',
                  min: from,
                  max: to,
                  afterBuildTicks: (scale) => {
                    scale.ticks = dayTicks(from, to).map((value) => ({ value }));
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
