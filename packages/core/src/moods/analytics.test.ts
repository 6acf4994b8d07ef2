import { describe, expect, it } from 'vitest';
import {
  averageMood,
  creativeBoost,
  dailyAverages,
  emotionDistribution,
  entriesInRange,
  factorImpact,
  insightTexts,
  mostFrequentEmotion,
  newestFirst,
  moodBand,
  suggestedActivities,
  topEmotions,
  topTriggers,
  trendOf,
  weekdayExtremes,
  weeklySummary,
  type AnalyticsEntry,
} from './analytics';
import { derivePleasantness } from './pleasantness';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (n: number, hour = 12) =>
  new Date(NOW.getTime() - n * 86_400_000 + (hour - 12) * 3_600_000);

function entry(overrides: Partial<AnalyticsEntry> = {}): AnalyticsEntry {
  return {
    date: NOW,
    primaryEmotion: 'joy',
    subEmotion: 'happiness',
    pleasantness: 5,
    factors: [],
    creativeActivity: { completed: false },
    ...overrides,
  };
}

/** Entries newest first with these moods (pleasantness), one a day. */
const felt = (...moods: number[]) =>
  moods.map((pleasantness, i) => entry({ pleasantness, date: daysAgo(i) }));

describe('trend', () => {
  it('is stable with five or fewer entries, whatever they say', () => {
    expect(trendOf([])).toBe('stable');
    expect(trendOf(felt(10, 10, 1, 1, 1))).toBe('stable');
  });

  it('compares the 5 newest with entries 6 to 10 at a 0.5 threshold', () => {
    expect(trendOf(felt(6, 6, 6, 6, 6, 5, 5, 5, 5, 5))).toBe('improving');
    expect(trendOf(felt(4, 4, 4, 4, 4, 5, 5, 5, 5, 5))).toBe('declining');
    // exactly 0.5 apart is not more than 0.5
    expect(trendOf(felt(5.5, 5.5, 5.5, 5.5, 5.5, 5, 5, 5, 5, 5))).toBe('stable');
    expect(trendOf(felt(4.5, 4.5, 4.5, 4.5, 4.5, 5, 5, 5, 5, 5))).toBe('stable');
    expect(trendOf(felt(5.6, 5.6, 5.6, 5.6, 5.6, 5, 5, 5, 5, 5))).toBe('improving');
  });

  it('uses only entries 6–10 as the earlier window, and what exists when fewer', () => {
    expect(trendOf(felt(8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 1, 1, 1))).toBe('improving');
    expect(trendOf(felt(5, 5, 5, 5, 5, 9))).toBe('declining');
  });
});

describe('averages and counts', () => {
  it('averages to one decimal, zero when empty', () => {
    expect(averageMood([])).toBe(0);
    expect(averageMood(felt(7, 8, 8))).toBe(7.7);
  });

  it('finds the most frequent emotion, ties going to the most recent', () => {
    const list = [
      entry({ primaryEmotion: 'fear' }),
      entry({ primaryEmotion: 'joy' }),
      entry({ primaryEmotion: 'joy' }),
      entry({ primaryEmotion: 'fear' }),
    ];
    expect(mostFrequentEmotion(list)).toBe('fear');
    expect(mostFrequentEmotion([])).toBeNull();
  });

  it('lists the top 3 emotions and triggers with counts, marking positive triggers', () => {
    const list = [
      entry({ primaryEmotion: 'sadness', factors: ['Work', 'Sleep'] }),
      entry({ primaryEmotion: 'sadness', factors: ['Work'] }),
      entry({ primaryEmotion: 'joy', factors: ['Exercise'] }),
      entry({ primaryEmotion: 'fear', factors: ['Exercise', 'Work'] }),
      entry({ primaryEmotion: 'anger', factors: ['News'] }),
    ];
    expect(topEmotions(list)).toEqual([
      { emotion: 'sadness', count: 2 },
      { emotion: 'joy', count: 1 },
      { emotion: 'fear', count: 1 },
    ]);
    expect(topTriggers(list)).toEqual([
      { factor: 'Work', count: 3, positive: false },
      { factor: 'Exercise', count: 2, positive: true },
      { factor: 'Sleep', count: 1, positive: false },
    ]);
  });

  it('gives the top 5 emotions as rounded percentages', () => {
    const emotions = ['joy', 'joy', 'joy', 'fear', 'anger', 'trust', 'love', 'awe'];
    const dist = emotionDistribution(emotions.map((primaryEmotion) => entry({ primaryEmotion })));
    expect(dist).toHaveLength(5);
    expect(dist[0]).toEqual({ emotion: 'joy', count: 3, percentage: 38 });
    expect(dist[1]).toEqual({ emotion: 'fear', count: 1, percentage: 13 });
    expect(emotionDistribution([])).toEqual([]);
  });
});

describe('suggested activities', () => {
  it.each([
    [9, ['Creative Expression', 'Mood Reflection']],
    [7, ['Creative Expression', 'Mood Reflection']],
    [6.9, ['Mood Boosting Music', 'Chat with Mood Friend']],
    [5, ['Mood Boosting Music', 'Chat with Mood Friend']],
    [4.9, ['Anxiety Relief Help', 'Chat with Mood Friend']],
    [0, ['Anxiety Relief Help', 'Chat with Mood Friend']],
  ])('for an average of %s', (average, titles) => {
    expect(suggestedActivities(average).map((a) => a.title)).toEqual(titles);
  });
});

describe('factor impact', () => {
  it('needs at least 3 entries overall', () => {
    expect(
      factorImpact(
        felt(8, 8).map((e) => ({ ...e, factors: ['Exercise'] })),
        NOW,
      ),
    ).toEqual([]);
  });

  it('averages the mood of factors with 2+ entries in the last 30 days, top 5, highest first', () => {
    const list = [
      entry({ date: daysAgo(1), pleasantness: 9, factors: ['Exercise', 'Sleep'] }),
      entry({ date: daysAgo(2), pleasantness: 7, factors: ['Exercise', 'Work'] }),
      entry({ date: daysAgo(3), pleasantness: 3, factors: ['Work', 'News'] }),
      entry({ date: daysAgo(40), pleasantness: 1, factors: ['Exercise', 'Exercise'] }),
      entry({ date: daysAgo(4), pleasantness: 4, factors: ['Sleep'] }),
    ];
    // each against the average of the period's four entries, 5.75
    expect(factorImpact(list, NOW)).toEqual([
      { factor: 'Exercise', average: 8, count: 2, difference: 2.3, positive: true },
      { factor: 'Sleep', average: 6.5, count: 2, difference: 0.8, positive: false },
      { factor: 'Work', average: 5, count: 2, difference: -0.7, positive: false },
    ]);
  });

  it('looks back over the range asked for', () => {
    const list = [
      entry({ date: daysAgo(1), pleasantness: 8, factors: ['Exercise'] }),
      entry({ date: daysAgo(3), pleasantness: 6, factors: ['Exercise'] }),
      entry({ date: daysAgo(10), pleasantness: 2, factors: ['Work'] }),
      entry({ date: daysAgo(12), pleasantness: 4, factors: ['Work'] }),
      entry({ date: daysAgo(200), pleasantness: 9, factors: ['Work'] }),
      entry({ date: daysAgo(900), pleasantness: 10, factors: ['Work'] }),
    ];
    expect(factorImpact(list, NOW, 2, 5, 'week')).toEqual([
      { factor: 'Exercise', average: 7, count: 2, difference: 0, positive: true },
    ]);
    expect(factorImpact(list, NOW, 2, 5, 'month').map((f) => [f.factor, f.count])).toEqual([
      ['Exercise', 2],
      ['Work', 2],
    ]);
    expect(factorImpact(list, NOW, 2, 5, 'year').find((f) => f.factor === 'Work')).toMatchObject({
      average: 5,
      count: 3,
      difference: -0.8,
    });
    expect(factorImpact(list, NOW, 2, 5, 'all').find((f) => f.factor === 'Work')).toMatchObject({
      average: 6.3,
      count: 4,
    });
    expect(entriesInRange(list, NOW, 'week')).toHaveLength(2);
    expect(entriesInRange(list, NOW, 'all')).toHaveLength(6);
  });

  it('keeps only the top 5', () => {
    const factors = ['Work', 'Family', 'Health', 'Exercise', 'Sleep', 'News'];
    const list = [entry({ factors }), entry({ factors }), entry({ factors })];
    expect(factorImpact(list, NOW)).toHaveLength(5);
  });
});

describe('weekly summary', () => {
  it('summarises the last 7 days and suggests by their average', () => {
    const list = [
      entry({ date: daysAgo(0), pleasantness: 8, primaryEmotion: 'joy' }),
      entry({ date: daysAgo(2), pleasantness: 6, primaryEmotion: 'joy' }),
      entry({ date: daysAgo(6.9), pleasantness: 4, primaryEmotion: 'fear' }),
      entry({ date: daysAgo(9), pleasantness: 1, primaryEmotion: 'sadness' }),
    ];
    const summary = weeklySummary(list, NOW);
    expect(summary).toMatchObject({
      entryCount: 3,
      averageMood: 6,
      mostFrequentMood: 'joy',
      trend: 'stable',
    });
    expect(summary.suggestedActivities.map((a) => a.title)).toEqual([
      'Mood Boosting Music',
      'Chat with Mood Friend',
    ]);
  });

  it('is empty but still helpful when the week has no entries', () => {
    const summary = weeklySummary([entry({ date: daysAgo(20), pleasantness: 9 })], NOW);
    expect(summary).toMatchObject({ entryCount: 0, averageMood: 0, mostFrequentMood: null });
    expect(summary.suggestedActivities[0]!.title).toBe('Creative Expression');
  });
});

describe('weekdays, creative boost and insights', () => {
  // 2026-11-21 is a Saturday
  it('finds the best and worst weekday in the person’s time zone', () => {
    const list = [
      entry({ date: new Date('2026-11-21T10:00:00Z'), pleasantness: 9 }), // Saturday
      entry({ date: new Date('2026-11-16T10:00:00Z'), pleasantness: 3 }), // Monday
      entry({ date: new Date('2026-11-17T10:00:00Z'), pleasantness: 6 }), // Tuesday
    ];
    expect(weekdayExtremes(list)).toEqual({
      best: { day: 'Saturday', average: 9 },
      worst: { day: 'Monday', average: 3 },
    });
    // 23:30 UTC on Sunday is Monday morning in Sydney
    const late = [
      entry({ date: new Date('2026-11-15T23:30:00Z'), pleasantness: 2 }),
      entry({ date: new Date('2026-11-18T01:00:00Z'), pleasantness: 8 }),
    ];
    expect(weekdayExtremes(late, 'Australia/Sydney')!.worst.day).toBe('Monday');
    expect(weekdayExtremes(late, 'UTC')!.worst.day).toBe('Sunday');
    expect(weekdayExtremes([entry()])).toBeNull();
  });

  it('reports a creative boost only with 3+ creative entries and a gap over 0.5', () => {
    const creative = (pleasantness: number) =>
      entry({ pleasantness, creativeActivity: { completed: true } });
    const plain = (pleasantness: number) => entry({ pleasantness });
    expect(creativeBoost([creative(8), creative(8), creative(8), plain(6)])).toBe(2);
    expect(creativeBoost([creative(8), creative(8), plain(6)])).toBeNull();
    expect(creativeBoost([creative(6.5), creative(6.5), creative(6.5), plain(6)])).toBeNull();
  });

  it('writes the insight texts with numbers that match the data', () => {
    const list = newestFirst([
      entry({
        date: new Date('2026-11-21T10:00:00Z'),
        pleasantness: 9,
        primaryEmotion: 'joy',
        factors: ['Exercise'],
        creativeActivity: { completed: true },
      }),
      entry({
        date: new Date('2026-11-20T10:00:00Z'),
        pleasantness: 8,
        primaryEmotion: 'joy',
        factors: ['Exercise'],
        creativeActivity: { completed: true },
      }),
      entry({
        date: new Date('2026-11-19T10:00:00Z'),
        pleasantness: 8,
        primaryEmotion: 'joy',
        factors: ['Exercise'],
        creativeActivity: { completed: true },
      }),
      entry({
        date: new Date('2026-11-16T10:00:00Z'),
        pleasantness: 3,
        primaryEmotion: 'sadness',
        factors: ['Work'],
      }),
    ]);
    expect(insightTexts(list, NOW)).toEqual([
      'You’ve felt joy most often lately: 75% of your entries.',
      'Exercise tends to come with a higher mood (8.3/10 over 3 entries), against 7/10 on average.',
      'Your mood is usually best on Saturdays (9/10) and lowest on Mondays (3/10).',
      'On days with a creative activity your mood is 5.3 points higher.',
    ]);
    expect(insightTexts([], NOW)).toEqual([]);
    expect(insightTexts([entry({ date: daysAgo(45) })], NOW)).toEqual([]);
  });

  it('never says a factor on every entry comes with a higher mood', () => {
    const list = [6, 6, 7, 6].map((pleasantness, i) =>
      entry({ date: daysAgo(i + 1), pleasantness, factors: ['Work'] }),
    );
    // Work's 6.3 (6.25 rounded) is the average of all of them, not a lift above it
    expect(insightTexts(list, NOW).some((t) => t.includes('higher mood'))).toBe(false);
    const mixed = [...list, entry({ date: daysAgo(4), pleasantness: 3, factors: ['Sleep'] })];
    expect(insightTexts(mixed, NOW)).toContain(
      'Work tends to come with a higher mood (6.3/10 over 4 entries), against 5.6/10 on average.',
    );
  });

  it('names the range it looks back over, and says nothing of weekdays from a single week', () => {
    const list = [
      entry({ date: daysAgo(1), pleasantness: 9, primaryEmotion: 'joy' }),
      entry({ date: daysAgo(2), pleasantness: 3, primaryEmotion: 'joy' }),
      entry({ date: daysAgo(100), pleasantness: 5, primaryEmotion: 'fear' }),
      entry({ date: daysAgo(101), pleasantness: 5, primaryEmotion: 'fear' }),
      entry({ date: daysAgo(102), pleasantness: 5, primaryEmotion: 'fear' }),
    ];
    const week = insightTexts(list, NOW, 'UTC', 'week');
    expect(week).toEqual(['You’ve felt joy most often this past week: 100% of your entries.']);
    expect(insightTexts(list, NOW, 'UTC', 'year')[0]).toBe(
      'You’ve felt fear most often this past year: 60% of your entries.',
    );
    expect(insightTexts(list, NOW, 'UTC', 'all')[0]).toBe(
      'You’ve felt fear most often overall: 60% of your entries.',
    );
    expect(insightTexts(list, NOW, 'UTC', 'year').some((t) => t.includes('usually best'))).toBe(
      true,
    );
  });

  it('says feelings logged equally often as a tie, not as one winner', () => {
    const logged = (...emotions: string[]) =>
      emotions.map((primaryEmotion, i) => entry({ date: daysAgo(i + 1), primaryEmotion }));
    expect(insightTexts(logged('joy', 'sadness', 'fear', 'joy', 'sadness'), NOW)[0]).toBe(
      'You’ve felt joy and sadness equally often lately: 40% of your entries each.',
    );
    expect(insightTexts(logged('joy', 'sadness', 'fear'), NOW)[0]).toBe(
      'You’ve felt joy, sadness and fear equally often lately: 33% of your entries each.',
    );
    expect(insightTexts(logged('joy', 'sadness', 'fear', 'anger'), NOW)[0]).toBe(
      'No one feeling stands out lately: your 4 entries are spread over 4 feelings.',
    );
  });
});

describe('calendar and colours', () => {
  it('averages each day in the person’s time zone', () => {
    const list = [
      entry({ date: new Date('2026-11-20T22:00:00Z'), pleasantness: 4 }),
      entry({ date: new Date('2026-11-20T09:00:00Z'), pleasantness: 8 }),
    ];
    expect(dailyAverages(list, 'UTC')).toEqual([{ day: '2026-11-20', average: 6, count: 2 }]);
    expect(
      dailyAverages(list, 'Australia/Melbourne')
        .map((d) => d.day)
        .sort(),
    ).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('bands moods as the charts colour them, half steps included', () => {
    expect([10, 7, 6.5, 6, 5, 4.5, 1].map(moodBand)).toEqual([
      'high',
      'high',
      'middle',
      'middle',
      'middle',
      'low',
      'low',
    ]);
  });
});

describe('mood is how it felt, not how strongly', () => {
  /** An entry as a spec client logs it: a feeling and its intensity, the pleasantness derived. */
  const logged = (
    primaryEmotion: string,
    intensity: number,
    overrides: Partial<AnalyticsEntry>,
  ) => ({
    ...entry({ primaryEmotion, pleasantness: derivePleasantness(primaryEmotion, intensity) }),
    score: intensity,
    ...overrides,
  });
  const calm = (n: number) => logged('contentment', 4, { date: daysAgo(n) });
  const anxious = (n: number) =>
    logged('fear', 9, { subEmotion: 'anxiety', date: daysAgo(n), factors: ['Work'] });

  it('an intense anxiety lowers the average, it does not raise it', () => {
    const week = [calm(1), calm(2), calm(3)];
    expect(averageMood(week)).toBe(7);
    expect(averageMood([anxious(0), ...week])).toBe(5.6);
    expect(weeklySummary([anxious(0), ...week], NOW).averageMood).toBe(5.6);
  });

  it('reads a run of intense anxiety after calm days as declining', () => {
    const list = [0, 1, 2, 3, 4].map(anxious).concat([5, 6, 7, 8, 9].map(calm));
    expect(trendOf(list)).toBe('declining');
  });

  it('puts a factor that comes with anxiety below one that comes with calm', () => {
    const list = [
      anxious(1),
      anxious(2),
      { ...calm(3), factors: ['Exercise'] },
      { ...calm(4), factors: ['Exercise'] },
    ];
    expect(factorImpact(list, NOW).map((f) => [f.factor, f.average])).toEqual([
      ['Exercise', 7],
      ['Work', 1.5],
    ]);
  });

  it('colours an anxious day red in the calendar and names its weekday as the lowest', () => {
    const list = [anxious(0), calm(1)];
    const [saturday, friday] = dailyAverages(list, 'UTC');
    expect(saturday).toEqual({ day: '2026-11-21', average: 1.5, count: 1 });
    expect(moodBand(saturday!.average)).toBe('low');
    expect(moodBand(friday!.average)).toBe('high');
    expect(weekdayExtremes(list)).toEqual({
      best: { day: 'Friday', average: 7 },
      worst: { day: 'Saturday', average: 1.5 },
    });
  });

  it('finds no creative boost when the creative days were the intense hard ones', () => {
    const hardCreative = (n: number) => ({ ...anxious(n), creativeActivity: { completed: true } });
    expect(creativeBoost([hardCreative(1), hardCreative(2), hardCreative(3), calm(4)])).toBeNull();
  });
});

describe('the first day', () => {
  it('suggests where to begin rather than anxiety relief, before any entry', () => {
    expect(weeklySummary([], new Date()).suggestedActivities).toEqual([
      { title: 'Log your first mood', to: '/mood-tracker?log=1' },
      { title: 'Chat with Mood Friend', to: '/chat' },
    ]);
  });
});
