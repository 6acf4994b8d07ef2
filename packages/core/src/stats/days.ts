/** Calendar days in a person's own time zone, as YYYY-MM-DD keys. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Every UTC offset in use is a whole number of quarter hours and changes on a quarter hour, so
 * within one aligned quarter hour every instant falls on the same local day. The answers are
 * remembered per quarter hour (a bounded memo), which makes analytics over years of entries cheap.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MEMO_LIMIT = 200_000;
const memo = new Map<string, Map<number, string>>();
let memoSize = 0;

export function dayKey(date: Date, timeZone = 'UTC'): string {
  const time = date.getTime();
  if (timeZone === 'UTC' || Number.isNaN(time)) return date.toISOString().slice(0, 10);
  const bucket = Math.floor(time / QUARTER_HOUR_MS);
  let days = memo.get(timeZone);
  const known = days?.get(bucket);
  if (known !== undefined) return known;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const key = f.format(date);
  if (memoSize >= MEMO_LIMIT) {
    memo.clear();
    memoSize = 0;
  }
  if (!days) {
    days = new Map();
    memo.set(timeZone, days);
  }
  days.set(bucket, key);
  memoSize++;
  return key;
}

/** The key of the day before `key`. */
export function previousDay(key: string): string {
  const d = new Date(`${key}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Consecutive days with an entry, ending today — or yesterday, so a streak is not lost before
 * the person has had the chance to check in today.
 */
export function currentStreak(days: Iterable<string>, today: string): number {
  const set = new Set(days);
  let cursor = set.has(today) ? today : previousDay(today);
  let streak = 0;
  while (set.has(cursor)) {
    streak++;
    cursor = previousDay(cursor);
  }
  return streak;
}

/** The longest run of consecutive days, and the day it first reached `length`. */
export function firstRunOf(days: Iterable<string>, length: number): string | null {
  const sorted = [...new Set(days)].sort();
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && previousDay(day) === previous ? run + 1 : 1;
    if (run >= length) return day;
    previous = day;
  }
  return null;
}
