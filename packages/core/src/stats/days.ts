/** Calendar days in a person's own time zone, as YYYY-MM-DD keys. */
const DAY_MS = 86_400_000;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) => {
  let f = cache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    cache.set(timeZone, f);
  }
  return f;
};

/** The zone's UTC offset at `time` (whole seconds), from the time zone database. */
function offsetAt(timeZone: string, time: number) {
  const parts = formatter(clockFormatters, timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(time / 1000) * 1000;
}

/**
 * The offset of each UTC day, per zone, or null on a day when the clocks change. Asked twice per
 * UTC day and zone, then remembered, so analytics over years of entries stay linear and cheap.
 */
const OFFSET_MEMO_LIMIT = 500_000;
const offsets = new Map<string, Map<number, number | null>>();
let offsetCount = 0;

function offsetOfDay(timeZone: string, day: number): number | null {
  let days = offsets.get(timeZone);
  const known = days?.get(day);
  if (known !== undefined) return known;
  const start = offsetAt(timeZone, day * DAY_MS);
  const end = offsetAt(timeZone, day * DAY_MS + DAY_MS - 1000);
  const offset = start === end ? start : null;
  if (offsetCount >= OFFSET_MEMO_LIMIT) {
    offsets.clear();
    offsetCount = 0;
  }
  if (!days) {
    days = new Map();
    offsets.set(timeZone, days);
  }
  days.set(day, offset);
  offsetCount++;
  return offset;
}

export function dayKey(date: Date, timeZone = 'UTC'): string {
  const time = date.getTime();
  if (timeZone === 'UTC' || Number.isNaN(time)) return date.toISOString().slice(0, 10);
  const offset = offsetOfDay(timeZone, Math.floor(time / DAY_MS));
  // a day when the clocks change is asked of the time zone database directly
  if (offset === null)
    return formatter(dayFormatters, timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  return new Date(time + offset).toISOString().slice(0, 10);
}

/** The wall-clock time at `date` in the zone, as HH:MM on a 24-hour clock. */
export function clockTime(date: Date, timeZone = 'UTC'): string {
  const time = date.getTime();
  const offset = timeZone === 'UTC' ? 0 : offsetAt(timeZone, time);
  return new Date(time + offset).toISOString().slice(11, 16);
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

/** The key of the day after `key`. */
export function nextDay(key: string): string {
  const d = new Date(`${key}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The first day on which a run of consecutive days reached `length`, or null. Each run is walked
 * once from its first day, so the cost grows linearly with the days.
 */
export function firstRunOf(days: Iterable<string>, length: number): string | null {
  const set = new Set(days);
  let first: string | null = null;
  for (const day of set) {
    if (set.has(previousDay(day))) continue; // not the start of a run
    let cursor = day;
    let run = 1;
    while (run < length && set.has(nextDay(cursor))) {
      cursor = nextDay(cursor);
      run++;
    }
    if (run >= length && (first === null || cursor < first)) first = cursor;
  }
  return first;
}
