/**
 * How often a person is asked to take their check-ins. Days are calendar days in the person's
 * own time zone, as YYYY-MM-DD, so "every two weeks" falls on the same weekday wherever they are.
 */

export const CHECK_IN_INTERVALS = ['weekly', 'fortnightly', 'monthly', 'off'] as const;
export type CheckInInterval = (typeof CHECK_IN_INTERVALS)[number];

export const DEFAULT_CHECK_IN_INTERVAL: CheckInInterval = 'fortnightly';

export const INTERVAL_LABELS: Record<CheckInInterval, string> = {
  weekly: 'Every week',
  fortnightly: 'Every two weeks',
  monthly: 'Every month',
  off: 'Off: no reminders',
};

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string) {
  const parts = DAY_PATTERN.exec(day);
  if (!parts) throw new RangeError(`Not a day: ${day}`);
  return { year: Number(parts[1]), month: Number(parts[2]), date: Number(parts[3]) };
}

const format = (time: Date) => time.toISOString().slice(0, 10);

/** `day` moved by a number of days. */
export function addDays(day: string, days: number) {
  const { year, month, date } = parseDay(day);
  return format(new Date(Date.UTC(year, month - 1, date + days)));
}

/** The same date a month later, or that month's last day when it has no such date (31 Jan → 28 Feb). */
export function addMonth(day: string) {
  const { year, month, date } = parseDay(day);
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(year, month, Math.min(date, lastOfNext))));
}

/**
 * The day the next check-in is due: one interval after the last one was taken, or today when
 * none has been taken yet; null when the schedule is off.
 */
export function nextDueDay(
  lastDay: string | null,
  interval: CheckInInterval,
  today: string,
): string | null {
  if (interval === 'off') return null;
  if (lastDay === null) return today;
  if (interval === 'weekly') return addDays(lastDay, 7);
  if (interval === 'fortnightly') return addDays(lastDay, 14);
  return addMonth(lastDay);
}

/** Whether a check-in due on `dueDay` is due (or overdue) on `today`. */
export const isDue = (dueDay: string | null, today: string) => dueDay !== null && dueDay <= today;

/**
 * The day a reminder is due: the earliest next due day of the questionnaires already taken at
 * least once (a person is reminded of what they chose to start, never asked out of the blue),
 * or null when there is none or the schedule is off.
 */
export function reminderDay(lastDays: readonly string[], interval: CheckInInterval) {
  if (interval === 'off' || !lastDays.length) return null;
  return (
    lastDays
      .map((last) => nextDueDay(last, interval, last)!)
      .sort()
      .at(0) ?? null
  );
}
