import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { formatDate } from '../../lib/dates';

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
    const title =
      key === today
        ? 'Today'
        : key === yesterday
          ? 'Yesterday'
          : formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    days.push({ key, title, entries: [entry] });
  }
  return days;
}
