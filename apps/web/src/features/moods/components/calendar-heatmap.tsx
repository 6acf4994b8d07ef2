import { useLayoutEffect, useMemo, useRef } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { MOOD_COLORS, moodBand } from '@moodcraft/core/moods/analytics';
import { mediumDay } from '../../../lib/dates';
import { dayFigures } from '../entry-days';

type Props = {
  year: number;
  days: { day: string; average: number; count: number }[];
  onYearChange: (year: number) => void;
  maxYear: number;
  /** a day with entries was clicked: show them */
  onOpenDay?: (day: string) => void;
};

const CELL = 12;
const GAP = 3;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The year at a glance: one square per day, coloured by that day's average mood (the mean
 * pleasantness of its entries), its label giving the count and the average.
 */
export function CalendarHeatmap({ year, days, onYearChange, maxYear, onOpenDay }: Props) {
  const byDay = useMemo(() => new Map(days.map((d) => [d.day, d])), [days]);
  const cells = useMemo(() => {
    const start = new Date(Date.UTC(year, 0, 1));
    const offset = start.getUTCDay();
    const list: { key: string; week: number; weekday: number; month: number; date: number }[] = [];
    for (let d = new Date(start); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
      const index = Math.floor((d.getTime() - start.getTime()) / 86_400_000) + offset;
      list.push({
        key: d.toISOString().slice(0, 10),
        week: Math.floor(index / 7),
        weekday: index % 7,
        month: d.getUTCMonth(),
        date: d.getUTCDate(),
      });
    }
    return list;
  }, [year]);
  const weeks = (cells[cells.length - 1]?.week ?? 52) + 1;
  const width = weeks * (CELL + GAP);
  const logged = days.length;

  // where the calendar is narrower than the year (a phone), it opens on the recent weeks, with
  // today at its right edge, rather than on January
  const scroller = useRef<HTMLDivElement>(null);
  // once per year shown: drawn again after being out of sight (another tab), the calendar keeps
  // its scroll, and asking for its width then would lay out the whole tab at once
  const positioned = useRef<unknown>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || positioned.current === cells) return;
    positioned.current = cells;
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const cell = cells.find((c) => c.key === today);
    const right = cell ? 24 + (cell.week + 2) * (CELL + GAP) : year < now.getFullYear() ? width : 0;
    el.scrollLeft = Math.max(0, right - el.clientWidth);
  }, [cells, year, width]);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Your Year in Moods
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label="Previous year"
            onClick={() => onYearChange(year - 1)}
            size="small"
          >
            <ChevronLeft />
          </IconButton>
          <Typography
            sx={{ fontWeight: 600, minWidth: 48, textAlign: 'center' }}
            aria-live="polite"
          >
            {year}
          </Typography>
          <IconButton
            aria-label="Next year"
            onClick={() => onYearChange(year + 1)}
            size="small"
            disabled={year >= maxYear}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {logged
          ? `${logged} ${logged === 1 ? 'day' : 'days'} with a check-in in ${year}.${onOpenDay ? ' Click a day to see its entries.' : ''}`
          : `No check-ins in ${year} yet.`}
      </Typography>
      <Box
        ref={scroller}
        sx={{ overflowX: 'auto', pb: 1 }}
        tabIndex={0}
        role="region"
        aria-label={`Mood calendar for ${year}`}
      >
        <svg
          width={width + 24}
          height={7 * (CELL + GAP) + 20}
          role="img"
          aria-label={`Calendar of ${year}: ${logged} days with check-ins`}
        >
          {MONTHS.map((m, i) => {
            const first = cells.find((c) => c.month === i && c.date === 1);
            return first ? (
              <text
                key={m}
                x={24 + first.week * (CELL + GAP)}
                y={10}
                fontSize={10}
                fill="currentColor"
                opacity={0.7}
              >
                {m}
              </text>
            ) : null;
          })}
          {['Mon', 'Wed', 'Fri'].map((d, i) => (
            <text
              key={d}
              x={0}
              y={16 + (i * 2 + 1) * (CELL + GAP) + CELL - 2}
              fontSize={9}
              fill="currentColor"
              opacity={0.7}
            >
              {d}
            </text>
          ))}
          {cells.map((c) => {
            const day = byDay.get(c.key);
            const fill = day ? MOOD_COLORS[moodBand(day.average)] : 'currentColor';
            const label = `${mediumDay(c.key)}: ${day ? dayFigures(day.count, day.average) : 'no check-in'}`;
            // the day's figures show as the pointer rests on it (a year is 365 of them: a plain
            // title each, not a tooltip component)
            return (
              <rect
                key={c.key}
                x={24 + c.week * (CELL + GAP)}
                y={16 + c.weekday * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={3}
                fill={fill}
                fillOpacity={day ? 0.45 + Math.min(day.average, 10) / 20 : 0.08}
                {...(day && onOpenDay
                  ? { onClick: () => onOpenDay(c.key), style: { cursor: 'pointer' } }
                  : {})}
              >
                <title>{label}</title>
              </rect>
            );
          })}
        </svg>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        {(
          [
            ['high', '7–10'],
            ['middle', '5–6.9'],
            ['low', '1–4.9'],
          ] as const
        ).map(([band, text]) => (
          <Stack key={band} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: 0.75, bgcolor: MOOD_COLORS[band] }}
            />
            <Typography variant="caption">{text}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
