import { z } from '../common/zod';
import { dayKey } from '../stats/days';
import type { AnalyticsEntry } from './analytics';

/**
 * The dashboard's recap of the last whole week (Monday to Sunday in the person's time zone):
 * how many days had a check-in, the week's average mood against the week before, the feelings
 * felt most, and the factor that came with its better moments. Nothing when the week had no entry.
 */
export const weeklyRecapResponse = z.object({
  /** the week's Monday and Sunday, as "2026-11-16" */
  weekStart: z.string(),
  weekEnd: z.string(),
  daysLogged: z.number().int(),
  entries: z.number().int(),
  averageMood: z.number(),
  /** the week before's average, when it had entries */
  previousAverage: z.number().nullable(),
  /** the feelings (primary emotions) logged most often, several when tied */
  mostFelt: z.array(z.string()),
  /** the factor with the highest average above the week's, on 2+ entries but not on all of them */
  lift: z.object({ factor: z.string(), average: z.number(), count: z.number().int() }).nullable(),
});
export type WeeklyRecap = z.infer<typeof weeklyRecapResponse>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The key `days` after (or, negative, before) `key`. */
function addDays(key: string, days: number): string {
  const d = new Date(`${key}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One pass over the entries: the last whole week's recap, or null when it had none. */
export function weeklyRecap(
  entries: readonly AnalyticsEntry[],
  now: Date,
  timeZone = 'UTC',
): WeeklyRecap | null {
  const today = dayKey(now, timeZone);
  // Monday is 0: this week began `weekday` days ago, the last whole one a week before that
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = addDays(today, -weekday - 7);
  const weekEnd = addDays(weekStart, 6);
  const previousStart = addDays(weekStart, -7);

  const week: AnalyticsEntry[] = [];
  const previous: number[] = [];
  const days = new Set<string>();
  for (const e of entries) {
    const key = dayKey(typeof e.date === 'string' ? new Date(e.date) : e.date, timeZone);
    if (key >= weekStart && key <= weekEnd) {
      week.push(e);
      days.add(key);
    } else if (key >= previousStart && key < weekStart) previous.push(e.pleasantness);
  }
  if (!week.length) return null;

  const average = mean(week.map((e) => e.pleasantness));
  const felt = new Map<string, number>();
  for (const e of week) felt.set(e.primaryEmotion, (felt.get(e.primaryEmotion) ?? 0) + 1);
  const most = Math.max(...felt.values());
  const factors = new Map<string, number[]>();
  for (const e of week) {
    for (const f of new Set(e.factors)) {
      const list = factors.get(f);
      if (list) list.push(e.pleasantness);
      else factors.set(f, [e.pleasantness]);
    }
  }
  const lift =
    [...factors.entries()]
      .filter(([, moods]) => moods.length >= 2 && moods.length < week.length)
      .map(([factor, moods]) => ({ factor, average: mean(moods), count: moods.length }))
      .filter((f) => round1(f.average) > round1(average))
      .sort((a, b) => b.average - a.average || b.count - a.count)[0] ?? null;

  return {
    weekStart,
    weekEnd,
    daysLogged: days.size,
    entries: week.length,
    averageMood: round1(average),
    previousAverage: previous.length ? round1(mean(previous)) : null,
    mostFelt: [...felt.entries()].filter(([, n]) => n === most).map(([emotion]) => emotion),
    lift: lift && { factor: lift.factor, average: round1(lift.average), count: lift.count },
  };
}
