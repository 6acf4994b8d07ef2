import { describe, expect, it } from 'vitest';
import { averageMood, dailyAverages, weeklySummary, type AnalyticsEntry } from './analytics';
import { weeklyRecap } from './recap';

const NOW = new Date('2026-11-21T18:00:00Z');
const at = (iso: string, pleasantness: number): AnalyticsEntry => ({
  date: iso,
  primaryEmotion: 'joy',
  subEmotion: 'happiness',
  pleasantness,
  factors: [],
});

/** A hard day logged three times, and a good day logged once. */
const ENTRIES = [
  at('2026-11-21T09:00:00Z', 8),
  at('2026-11-20T20:00:00Z', 2),
  at('2026-11-20T13:00:00Z', 3),
  at('2026-11-20T08:00:00Z', 1),
];

describe('several entries on one day', () => {
  it('a day’s figure is the mean of its entries, with their count', () => {
    expect(dailyAverages(ENTRIES, 'UTC')).toEqual([
      { day: '2026-11-21', average: 8, count: 1 },
      { day: '2026-11-20', average: 2, count: 3 },
    ]);
  });

  it('a period’s average counts each entry once, so a day logged often weighs more', () => {
    // per entry: (8 + 2 + 3 + 1) / 4; the mean of the two days would be 5
    expect(averageMood(ENTRIES)).toBe(3.5);
    expect(weeklySummary(ENTRIES, NOW)).toMatchObject({ entryCount: 4, averageMood: 3.5 });
  });

  it('the weekly recap counts days logged and averages entries', () => {
    const lastWeek = ENTRIES.map((e) => ({
      ...e,
      date: new Date(Date.parse(e.date as string) - 7 * 86_400_000).toISOString(),
    }));
    expect(weeklyRecap(lastWeek, NOW, 'UTC')).toMatchObject({
      daysLogged: 2,
      entries: 4,
      averageMood: 3.5,
    });
  });
});
