import { dayKey } from '@moodcraft/core/stats/days';
import { valueProblem } from '@moodcraft/core/trackers/definitions';
import type { Tracker } from '@moodcraft/core/trackers/trackers';

/**
 * The trackers logged with a mood entry: the values changed in the form, for the entry's day in
 * the person's time zone, saved once the entry is. A tracker keeps one value a day, so a value
 * replaces that day's, and a value emptied clears it.
 */

/** A tracker's new value for the day, or null to clear the day's value. */
export type TrackerChange = { tracker: Tracker; value: number | null };
export type TrackerChanges = { day: string; changes: TrackerChange[] };

/**
 * The day an entry written at `day` and `time` (the form's date and time, on this device's clock)
 * belongs to in the person's time zone; the form's date while the time cannot be read.
 */
export function entryDayOf(day: string, time: string, timeZone: string): string {
  const at = new Date(`${day}T${time || '12:00'}`);
  if (!day || Number.isNaN(at.getTime())) return day;
  try {
    return dayKey(at, timeZone);
  } catch {
    return day;
  }
}

/** What a field holds as text: the person's typing, else the day's stored value. */
export const shownText = (edit: string | undefined, stored: number | undefined) =>
  edit ?? (stored === undefined ? '' : String(stored));

/**
 * The changes the form's fields make to the day's values, or, where a value does not fit its
 * tracker, why (by tracker id). Fields left as they were change nothing.
 */
export function trackerChanges(
  trackers: readonly Tracker[],
  edits: Readonly<Record<string, string>>,
  stored: (id: string) => number | undefined,
): { changes: TrackerChange[]; problems: Record<string, string> } {
  const changes: TrackerChange[] = [];
  const problems: Record<string, string> = {};
  for (const tracker of trackers) {
    const edit = edits[tracker.id];
    if (edit === undefined) continue;
    const before = stored(tracker.id);
    const text = edit.trim();
    if (text === '') {
      if (before !== undefined) changes.push({ tracker, value: null });
      continue;
    }
    const value = Number(text);
    const problem = valueProblem(tracker, value);
    if (problem) problems[tracker.id] = problem;
    else if (value !== before) changes.push({ tracker, value });
  }
  return { changes, problems };
}

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * What to add to "Mood entry saved": the trackers saved with it, or those that were not and why.
 * An entry kept on this device waits alone: its tracker values are not kept.
 */
export function trackersSavedText(
  result: { saved: string[]; failed: { name: string; message: string }[] } | 'waiting',
): { text: string; severity: 'success' | 'info' | 'error' } {
  if (result === 'waiting')
    return {
      text: 'Tracker values are not kept on this device: log them on the Trackers page once you’re back online.',
      severity: 'info',
    };
  if (result.failed.length === 0)
    return { text: `${names(result.saved)} saved too.`, severity: 'success' };
  const failed = result.failed.map((f) => `${f.name} was not saved (${f.message})`).join('; ');
  return {
    text: `${failed}. You can log ${result.failed.length === 1 ? 'it' : 'them'} on the Trackers page.`,
    severity: 'error',
  };
}
