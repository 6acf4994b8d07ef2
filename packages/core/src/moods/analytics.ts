import { emotionLabel } from '../emotions/catalogue';
import { isPositiveFactor } from '../emotions/factors';
import { dayKey } from '../stats/days';

/**
 * Mood analytics: pure functions of entries and a clock, each one pass over the entries
 * (so a ten-year history costs ten times a one-year history). Entries arrive newest first,
 * as the API lists them; `newestFirst` sorts when they might not.
 *
 * "Mood" here is always an entry's pleasantness (how good or bad it felt, DESIGN decision 23),
 * never its intensity: an anxiety felt at 9 out of 10 is a hard day, not a high point.
 *
 * Several entries a day: a period's figures count entries, each once (the average mood, trend,
 * weekday, factor and creative figures, here and on the dashboard), so a day with three entries
 * weighs three times. A day's own figure is the mean of its entries (`dailyAverages`: the year's
 * calendar and the Mood Tracker's day headings; and "What goes with my mood", which pairs days).
 */
export type AnalyticsEntry = {
  date: Date | string;
  primaryEmotion: string;
  subEmotion: string;
  pleasantness: number;
  factors: readonly string[];
  creativeActivity?: { completed: boolean };
};

export type Trend = 'improving' | 'stable' | 'declining';

const DAY_MS = 86_400_000;
const timeOf = (e: AnalyticsEntry) =>
  typeof e.date === 'string' ? Date.parse(e.date) : e.date.getTime();
const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

export function newestFirst<T extends AnalyticsEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => timeOf(b) - timeOf(a));
}

/** Average of the 5 newest against entries 6–10: more than 0.5 apart is a trend; 5 or fewer is stable. */
export function trendOf(entries: readonly AnalyticsEntry[]): Trend {
  if (entries.length <= 5) return 'stable';
  const recent = mean(entries.slice(0, 5).map((e) => e.pleasantness));
  const before = mean(entries.slice(5, 10).map((e) => e.pleasantness));
  if (recent - before > 0.5) return 'improving';
  if (before - recent > 0.5) return 'declining';
  return 'stable';
}

export function averageMood(entries: readonly AnalyticsEntry[]): number {
  return entries.length ? round1(mean(entries.map((e) => e.pleasantness))) : 0;
}

type Counted<K extends string> = Record<K, string> & { count: number };

/** The `limit` most frequent values, ties broken by the most recent (entries are newest first). */
function topCounts(values: Iterable<string>, limit: number): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .map(([key, count], order) => ({ key, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(({ key, count }) => ({ key, count }));
}

export function mostFrequentEmotion(entries: readonly AnalyticsEntry[]): string | null {
  return (
    topCounts(
      entries.map((e) => e.primaryEmotion),
      1,
    )[0]?.key ?? null
  );
}

export function topEmotions(entries: readonly AnalyticsEntry[], limit = 3): Counted<'emotion'>[] {
  return topCounts(
    entries.map((e) => e.primaryEmotion),
    limit,
  ).map(({ key, count }) => ({ emotion: key, count }));
}

/** The most named factors; `isPositive` knows the person's own good ones too (decision 25). */
export function topTriggers(
  entries: readonly AnalyticsEntry[],
  limit = 3,
  isPositive: (factor: string) => boolean = isPositiveFactor,
) {
  return topCounts(
    entries.flatMap((e) => e.factors),
    limit,
  ).map(({ key, count }) => ({ factor: key, count, positive: isPositive(key) }));
}

/** The top emotions as shares of all entries, in whole percent. */
export function emotionDistribution(entries: readonly AnalyticsEntry[], limit = 5) {
  return topCounts(
    entries.map((e) => e.primaryEmotion),
    limit,
  ).map(({ key, count }) => ({
    emotion: key,
    count,
    percentage: Math.round((count / entries.length) * 100),
  }));
}

export type SuggestedActivity = { title: string; to: string };

export function suggestedActivities(average: number): SuggestedActivity[] {
  if (average >= 7) {
    return [
      { title: 'Creative Expression', to: '/creative-outlet' },
      { title: 'Mood Reflection', to: '/mood-tracker' },
    ];
  }
  if (average >= 5) {
    return [
      { title: 'Mood Boosting Music', to: '/creative-outlet' },
      { title: 'Chat with Mood Friend', to: '/chat' },
    ];
  }
  return [
    { title: 'Anxiety Relief Help', to: '/self-help/anxiety' },
    { title: 'Chat with Mood Friend', to: '/chat' },
  ];
}

const within = (entries: readonly AnalyticsEntry[], now: Date, days: number) => {
  const since = now.getTime() - days * DAY_MS;
  return entries.filter((e) => timeOf(e) >= since && timeOf(e) <= now.getTime() + DAY_MS);
};

/** The periods the insights can look back over: the last 7, 30 or 365 days, or every entry. */
export const INSIGHT_RANGES = ['week', 'month', 'year', 'all'] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];
const RANGE_DAYS: Record<InsightRange, number> = {
  week: 7,
  month: 30,
  year: 365,
  all: Number.POSITIVE_INFINITY,
};
/** How the insight texts name each period ("lately" is the spec's month). */
const RANGE_WORDS: Record<InsightRange, string> = {
  week: 'this past week',
  month: 'lately',
  year: 'this past year',
  all: 'overall',
};

/** The entries of a period, newest first as they came. */
export const entriesInRange = (
  entries: readonly AnalyticsEntry[],
  now: Date,
  range: InsightRange,
) => within(entries, now, RANGE_DAYS[range]);

/**
 * Per-factor average moods: needs 3 entries overall, looks at the period (the last 30 days unless
 * asked), factors with `minEntries`+ entries (2, as the spec has it), top 5. Each says how far its
 * average is from the average of every entry of the period (`difference`), and over how many.
 */
export function factorImpact(
  entries: readonly AnalyticsEntry[],
  now: Date,
  minEntries = 2,
  limit = 5,
  range: InsightRange = 'month',
  isPositive: (factor: string) => boolean = isPositiveFactor,
) {
  if (entries.length < 3) return [];
  const moods = new Map<string, number[]>();
  const period = entriesInRange(entries, now, range);
  const overall = mean(period.map((e) => e.pleasantness));
  for (const e of period) {
    for (const f of e.factors) {
      const list = moods.get(f);
      if (list) list.push(e.pleasantness);
      else moods.set(f, [e.pleasantness]);
    }
  }
  return [...moods.entries()]
    .filter(([, s]) => s.length >= minEntries)
    .map(([factor, s]) => ({
      factor,
      average: round1(mean(s)),
      count: s.length,
      difference: round1(mean(s) - overall),
      positive: isPositive(factor),
    }))
    .sort((a, b) => b.average - a.average || b.count - a.count)
    .slice(0, limit);
}

export type WeeklySummary = {
  entryCount: number;
  averageMood: number;
  mostFrequentMood: string | null;
  trend: Trend;
  suggestedActivities: SuggestedActivity[];
};

/** The last 7 days: count, average, most frequent emotion; trend over the newest entries overall. */
export function weeklySummary(entries: readonly AnalyticsEntry[], now: Date): WeeklySummary {
  const week = within(entries, now, 7);
  const average = averageMood(week);
  return {
    entryCount: week.length,
    averageMood: average,
    mostFrequentMood: mostFrequentEmotion(week),
    trend: trendOf(entries),
    // before the first entry there is no mood to answer: the suggestions are where to begin
    suggestedActivities: entries.length
      ? suggestedActivities(week.length ? average : averageMood(entries))
      : FIRST_STEPS,
  };
}

const FIRST_STEPS: SuggestedActivity[] = [
  { title: 'Log your first mood', to: '/mood-tracker?log=1' },
  { title: 'Chat with Mood Friend', to: '/chat' },
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function weekdayOf(e: AnalyticsEntry, timeZone: string) {
  const key = dayKey(new Date(timeOf(e)), timeZone);
  return new Date(`${key}T12:00:00Z`).getUTCDay();
}

/** Best and worst weekday by average mood, when at least two weekdays have entries. */
export function weekdayExtremes(entries: readonly AnalyticsEntry[], timeZone = 'UTC') {
  const byDay = new Map<number, number[]>();
  for (const e of entries) {
    const d = weekdayOf(e, timeZone);
    const list = byDay.get(d);
    if (list) list.push(e.pleasantness);
    else byDay.set(d, [e.pleasantness]);
  }
  if (byDay.size < 2) return null;
  const averages = [...byDay.entries()].map(([day, s]) => ({
    day: WEEKDAYS[day]!,
    average: round1(mean(s)),
  }));
  averages.sort((a, b) => b.average - a.average);
  const best = averages[0]!;
  const worst = averages[averages.length - 1]!;
  return best.average === worst.average ? null : { best, worst };
}

/** How much higher mood is with a creative activity: 3+ such entries and a gap over 0.5. */
export function creativeBoost(entries: readonly AnalyticsEntry[]) {
  const withCreative = entries.filter((e) => e.creativeActivity?.completed);
  const without = entries.filter((e) => !e.creativeActivity?.completed);
  if (withCreative.length < 3 || without.length === 0) return null;
  const gap = round1(
    mean(withCreative.map((e) => e.pleasantness)) - mean(without.map((e) => e.pleasantness)),
  );
  return gap > 0.5 ? gap : null;
}

const joinNames = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The Weekly Insights bullets, over the period (the last 30 days unless asked). */
export function insightTexts(
  entries: readonly AnalyticsEntry[],
  now: Date,
  timeZone = 'UTC',
  range: InsightRange = 'month',
): string[] {
  const recent = entriesInRange(entries, now, range);
  const when = RANGE_WORDS[range];
  if (!recent.length) return [];
  const texts: string[] = [];
  const distribution = emotionDistribution(recent, Number.POSITIVE_INFINITY);
  // feelings logged equally often are said together: none of them is "the" most frequent one
  const leaders = distribution.filter((d) => d.count === distribution[0]?.count);
  const named = (d: { emotion: string }) => emotionLabel(d.emotion).toLowerCase();
  if (leaders.length === 1) {
    texts.push(
      `You’ve felt ${named(leaders[0]!)} most often ${when}: ${leaders[0]!.percentage}% of your entries.`,
    );
  } else if (leaders.length > 1 && leaders.length <= 3) {
    texts.push(
      `You’ve felt ${joinNames(leaders.map(named))} equally often ${when}: ${leaders[0]!.percentage}% of your entries each.`,
    );
  } else if (leaders.length > 3) {
    texts.push(
      `No one feeling stands out ${when}: your ${recent.length} entries are spread over ${distribution.length} feelings.`,
    );
  }
  // a factor on every entry has nothing to be compared with; the figures compare as shown
  const overall = round1(mean(recent.map((e) => e.pleasantness)));
  const lifting = factorImpact(recent, now, 3, 18, range)
    .filter((f) => f.count < recent.length && f.average > overall)
    .slice(0, 2);
  if (lifting.length) {
    texts.push(
      `${joinNames(lifting.map((f) => f.factor))} ${lifting.length > 1 ? 'tend' : 'tends'} to come with a higher mood (${lifting
        .map((f) => `${f.average}/10 over ${f.count} entries`)
        .join(' and ')}), against ${overall}/10 on average.`,
    );
  }
  // a week has each weekday once at most: too little to say which is usually best
  const days = range === 'week' ? null : weekdayExtremes(recent, timeZone);
  if (days) {
    texts.push(
      `Your mood is usually best on ${days.best.day}s (${days.best.average}/10) and lowest on ${days.worst.day}s (${days.worst.average}/10).`,
    );
  }
  const boost = creativeBoost(recent);
  if (boost !== null)
    texts.push(`On days with a creative activity your mood is ${boost} points higher.`);
  return texts;
}

/**
 * One cell per day: the average mood (pleasantness) of that day's entries, each counted once,
 * and how many there were. Days are the person's, in `timeZone`.
 */
export function dailyAverages(entries: readonly AnalyticsEntry[], timeZone = 'UTC') {
  const days = new Map<string, { total: number; count: number }>();
  for (const e of entries) {
    const key = dayKey(new Date(timeOf(e)), timeZone);
    const day = days.get(key) ?? { total: 0, count: 0 };
    day.total += e.pleasantness;
    day.count += 1;
    days.set(key, day);
  }
  return [...days.entries()].map(([day, { total, count }]) => ({
    day,
    average: round1(total / count),
    count,
  }));
}

/** Chart colour bands of spec §9, of a mood (pleasantness): 7+ green, 5–6.5 amber, below 5 red. */
export function moodBand(pleasantness: number): 'high' | 'middle' | 'low' {
  if (pleasantness >= 7) return 'high';
  if (pleasantness >= 5) return 'middle';
  return 'low';
}

export const MOOD_COLORS = { high: '#2e9e5b', middle: '#e0a030', low: '#d64541' } as const;
