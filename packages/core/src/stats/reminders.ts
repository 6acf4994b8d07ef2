import { clockTime, dayKey } from './days';

/** Only an entry within a day of now can fall on today (26 h covers a day the clocks change). */
const SAME_DAY_MS = 26 * 3_600_000;

/** The in-app reminder: reminders on, past the chosen time in the person's zone, no check-in today. */
export function reminderDue(
  settings: { moodReminders: boolean; reminderTime: string; timeZone: string },
  entries: readonly { date: string | Date }[],
  now: Date,
) {
  if (!settings.moodReminders) return false;
  if (clockTime(now, settings.timeZone) < settings.reminderTime) return false;
  const today = dayKey(now, settings.timeZone);
  // the cheap test first keeps a year of entries from costing a calendar lookup each
  return !entries.some((e) => {
    const time = typeof e.date === 'string' ? Date.parse(e.date) : e.date.getTime();
    return (
      Math.abs(time - now.getTime()) <= SAME_DAY_MS &&
      dayKey(new Date(time), settings.timeZone) === today
    );
  });
}
