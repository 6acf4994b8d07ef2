import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { longDay } from '../../lib/dates';

export type EntryDay = { key: string; title: string; entries: MoodEntry[] };

/** A day of the browser's calendar, as "2026-11-26". */
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Entries (newest first) in runs of the same day of the browser's calendar, each run named
 * "Today", "Yesterday" or by its date ("Monday 23 November 2026").
 */
export function groupByDay(entries: MoodEntry[], now: Date): EntryDay[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days: EntryDay[] = [];
  for (const entry of entries) {
    const date = new Date(entry.date);
    const key = dayKey(date);
    const last = days[days.length - 1];
    if (last?.key === key) {
      last.entries.push(entry);
      continue;
    }
    const title = key === today ? 'Today' : key === yesterday ? 'Yesterday' : longDay(date);
    days.push({ key, title, entries: [entry] });
  }
  return days;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A day with several entries, in a few words: "3 entries · average 6.2", the average being the
 * mean pleasantness of the day's entries (as the year's calendar colours a day); null for a day
 * with one entry, whose card says it all.
 */
export function daySummary(entries: readonly Pick<MoodEntry, 'pleasantness'>[]): string | null {
  if (entries.length < 2) return null;
  const total = entries.reduce((sum, e) => sum + e.pleasantness, 0);
  return dayFigures(entries.length, round1(total / entries.length));
}

/** A day's count and average mood, as the day headings and the calendar say them. */
export const dayFigures = (count: number, average: number) =>
  count === 1 ? `1 entry · mood ${average}` : `${count} entries · average ${average}`;

/**
 * The summary of each day among the loaded entries, by day key. A day that may go on past them
 * (the oldest loaded, with more to load) has none yet, as its count would fall short.
 */
export function daySummaries(entries: MoodEntry[], now: Date, more: boolean) {
  const days = groupByDay(entries, now);
  const complete = more ? days.slice(0, -1) : days;
  return new Map(complete.map((day) => [day.key, daySummary(day.entries)]));
}
