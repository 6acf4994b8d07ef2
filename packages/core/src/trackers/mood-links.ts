import { z } from '../common/zod';
import { FACTORS } from '../emotions/factors';
import { dayKey, nextDay } from '../stats/days';
import { formatValue, roundToStep, type TrackerKind } from './definitions';

/**
 * "What goes with my mood": for each tracker and each contributing factor, the days it was logged
 * paired with that day's average mood (pleasantness, DESIGN decision 23) and with the next day's,
 * split in two groups (yes or no; at or above the middle value or below it), and the average
 * mood of each group. A figure is shown only from MIN_PAIRED_DAYS paired days, with at least
 * MIN_GROUP_DAYS in each group. The words describe what came together, never a cause.
 *
 * One pass over the entries and one over the values, then work per day: linear in the entries
 * (the middle value is found by selection, not by sorting).
 */

export const MIN_PAIRED_DAYS = 14;
export const MIN_GROUP_DAYS = 5;

export type LinkMood = { date: Date | string; pleasantness: number; factors: readonly string[] };
export type LinkTracker = {
  id: string;
  name: string;
  kind: TrackerKind;
  unit: string;
  min: number;
  step: number;
};
export type LinkValue = { trackerId: string; day: string; value: number };

const LAGS = ['same-day', 'next-day'] as const;
export type Lag = (typeof LAGS)[number];

export const moodLinkSchema = z.object({
  /** a tracker's id, or `factor:<name>` */
  key: z.string(),
  source: z.enum(['tracker', 'factor']),
  name: z.string(),
  /** same-day: the value and that day's mood; next-day: the value and the following day's mood */
  lag: z.enum(LAGS),
  /** numeric trackers: the split (values at or above it against those below); else null */
  threshold: z.number().nullable(),
  /** average mood (1–10, one decimal) on the days at or above the threshold, or with a yes */
  withAverage: z.number(),
  withDays: z.number().int(),
  /** and on the other days */
  withoutAverage: z.number(),
  withoutDays: z.number().int(),
  /** all paired days */
  days: z.number().int(),
  text: z.string(),
});
export type MoodLink = z.infer<typeof moodLinkSchema>;

export const moodLinksResponse = z.object({
  minimumDays: z.number().int(),
  minimumGroupDays: z.number().int(),
  /** days with at least one mood entry */
  moodDays: z.number().int(),
  /** the most days any one tracker or factor has been paired with a mood (same day) */
  mostPairedDays: z.number().int(),
  links: z.array(moodLinkSchema),
});
export type MoodLinks = z.infer<typeof moodLinksResponse>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const daysWord = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The k-th smallest (0-based) of `values`, reordering them: quickselect, three-way partitions. */
function select(values: number[], k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let lt = lo;
    let gt = hi;
    let i = lo;
    while (i <= gt) {
      const v = values[i]!;
      if (v < pivot) [values[lt++], values[i++]] = [v, values[lt]!];
      else if (v > pivot) [values[i], values[gt--]] = [values[gt]!, v];
      else i++;
    }
    if (k < lt) hi = lt - 1;
    else if (k > gt) lo = gt + 1;
    else return pivot;
  }
  return values[lo]!;
}

/** The median of `values` (copied, not reordered). */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const copy = [...values];
  const mid = copy.length >> 1;
  const upper = select(copy, mid);
  if (copy.length % 2) return upper;
  return (select(copy, mid - 1) + upper) / 2;
}

type Pair = { value: number; mood: number };

function split(pairs: Pair[], isWith: (value: number) => boolean) {
  let withTotal = 0;
  let withDays = 0;
  let withoutTotal = 0;
  for (const p of pairs) {
    if (isWith(p.value)) {
      withTotal += p.mood;
      withDays++;
    } else withoutTotal += p.mood;
  }
  const withoutDays = pairs.length - withDays;
  return {
    withDays,
    withoutDays,
    withAverage: withDays ? round1(withTotal / withDays) : 0,
    withoutAverage: withoutDays ? round1(withoutTotal / withoutDays) : 0,
  };
}

type Subject =
  | { source: 'factor'; key: string; name: string }
  | { source: 'tracker'; key: string; name: string; tracker: LinkTracker };

function sentence(
  subject: Subject,
  lag: Lag,
  threshold: number | null,
  figures: ReturnType<typeof split>,
) {
  const same = lag === 'same-day';
  const when = same ? 'On days' : 'On days after';
  // a gap under half a point is said as what it is: much the same
  const close = Math.abs(figures.withAverage - figures.withoutAverage) < 0.5;
  const mood = `your mood averaged ${figures.withAverage}, ${close ? 'much the same as the' : 'against'} ${figures.withoutAverage}`;
  const days = daysWord(figures.withDays + figures.withoutDays);
  if (subject.source === 'factor') {
    const other = same ? 'on days without it' : 'after days without it';
    return `${when} you noted ${subject.name}, ${mood} ${other} — ${days}.`;
  }
  const { tracker } = subject;
  if (tracker.kind === 'yes-no') {
    const other = same ? 'on days with a “no”' : 'after a “no”';
    return `${when} you logged “yes” for ${tracker.name}, ${mood} ${other} — ${days}.`;
  }
  const other = same ? 'on days below that' : 'after days below that';
  const level = formatValue(tracker, threshold!);
  return `${when} you logged ${tracker.name} at ${level} or more, ${mood} ${other} — ${days}.`;
}

/**
 * The split of a numeric tracker: at or above the median (rounded to the step), or, when that
 * leaves fewer days below, above it; whichever gives the smaller group more days.
 */
function numericSplit(list: Pair[], tracker: LinkTracker) {
  const middle = roundToStep(median(list.map((x) => x.value)), tracker);
  const above = roundToStep(middle + tracker.step, tracker);
  const atMiddle = split(list, (v) => v >= middle - 1e-9);
  const aboveMiddle = split(list, (v) => v >= above - 1e-9);
  const smaller = (f: ReturnType<typeof split>) => Math.min(f.withDays, f.withoutDays);
  return smaller(aboveMiddle) > smaller(atMiddle)
    ? { threshold: above, figures: aboveMiddle }
    : { threshold: middle, figures: atMiddle };
}

/**
 * Each tracker's and factor's links with mood, strongest difference first. The moods name their
 * factors; `ownFactors` are the names of the person's own ones (decision 25), after the built-in.
 */
export function moodLinks(
  moods: readonly LinkMood[],
  trackers: readonly LinkTracker[],
  values: readonly LinkValue[],
  timeZone = 'UTC',
  ownFactors: readonly string[] = [],
): MoodLinks {
  // each day's average mood, and the factors noted on it
  const days = new Map<string, { total: number; count: number; factors: Set<string> }>();
  for (const m of moods) {
    const key = dayKey(typeof m.date === 'string' ? new Date(m.date) : m.date, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { total: 0, count: 0, factors: new Set() };
      days.set(key, day);
    }
    day.total += m.pleasantness;
    day.count++;
    for (const f of m.factors) day.factors.add(f);
  }
  const moodOf = (key: string) => {
    const day = days.get(key);
    return day ? day.total / day.count : undefined;
  };

  // the pairs of each subject: its value on a day, with that day's and the next day's mood
  const pairs = new Map<string, Record<Lag, Pair[]>>();
  const pairsOf = (key: string) => {
    let p = pairs.get(key);
    if (!p) {
      p = { 'same-day': [], 'next-day': [] };
      pairs.set(key, p);
    }
    return p;
  };
  const add = (key: string, day: string, value: number) => {
    const p = pairsOf(key);
    const same = moodOf(day);
    if (same !== undefined) p['same-day'].push({ value, mood: same });
    const next = moodOf(nextDay(day));
    if (next !== undefined) p['next-day'].push({ value, mood: next });
  };

  const known = new Map(trackers.map((t) => [t.id, t]));
  for (const v of values) if (known.has(v.trackerId)) add(v.trackerId, v.day, v.value);
  // a factor is known only on days with an entry: noted (1) or not (0)
  const noted = new Set<string>();
  for (const day of days.values()) for (const f of day.factors) noted.add(f);
  const factors = [...FACTORS, ...ownFactors].filter((f) => noted.has(f));
  for (const [key, day] of days)
    for (const f of factors) add(`factor:${f}`, key, day.factors.has(f) ? 1 : 0);

  const subjects: Subject[] = [
    ...trackers.map((tracker) => ({
      source: 'tracker' as const,
      key: tracker.id,
      name: tracker.name,
      tracker,
    })),
    ...factors.map((f) => ({ source: 'factor' as const, key: `factor:${f}`, name: f })),
  ];

  let mostPairedDays = 0;
  const links: MoodLink[] = [];
  for (const subject of subjects) {
    const p = pairs.get(subject.key);
    if (!p) continue;
    mostPairedDays = Math.max(mostPairedDays, p['same-day'].length);
    for (const lag of LAGS) {
      const list = p[lag];
      if (list.length < MIN_PAIRED_DAYS) continue;
      const { threshold, figures } =
        subject.source === 'tracker' && subject.tracker.kind !== 'yes-no'
          ? numericSplit(list, subject.tracker)
          : { threshold: null, figures: split(list, (v) => v >= 1) };
      if (figures.withDays < MIN_GROUP_DAYS || figures.withoutDays < MIN_GROUP_DAYS) continue;
      links.push({
        key: subject.key,
        source: subject.source,
        name: subject.name,
        lag,
        threshold,
        ...figures,
        days: list.length,
        text: sentence(subject, lag, threshold, figures),
      });
    }
  }
  links.sort(
    (a, b) =>
      Math.abs(b.withAverage - b.withoutAverage) - Math.abs(a.withAverage - a.withoutAverage) ||
      b.days - a.days,
  );
  return {
    minimumDays: MIN_PAIRED_DAYS,
    minimumGroupDays: MIN_GROUP_DAYS,
    moodDays: days.size,
    mostPairedDays,
    links,
  };
}
