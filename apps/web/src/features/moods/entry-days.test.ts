import { describe, expect, it } from 'vitest';
import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { dayFigures, daySummaries, daySummary, groupByDay } from './entry-days';

/** An entry at a time of this device's calendar, with how good it felt. */
function at(date: Date, pleasantness: number, n: number): MoodEntry {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    date: date.toISOString(),
    primaryEmotion: 'joy',
    subEmotion: 'optimism',
    score: 5,
    pleasantness,
    pleasantnessDerived: false,
    factors: [],
    notes: '',
    creativeActivity: { completed: false, duration: 0, type: '' },
    createdAt: date.toISOString(),
    updatedAt: date.toISOString(),
  };
}

const NOW = new Date(2026, 10, 25, 21);
/** Three entries today, one yesterday, two the day before: newest first. */
const ENTRIES = [
  at(new Date(2026, 10, 25, 20), 7, 1),
  at(new Date(2026, 10, 25, 13), 6, 2),
  at(new Date(2026, 10, 25, 8), 6, 3),
  at(new Date(2026, 10, 24, 9), 4, 4),
  at(new Date(2026, 10, 23, 22), 9, 5),
  at(new Date(2026, 10, 23, 7), 2, 6),
];

describe('days of several entries', () => {
  it('each day keeps all its entries under one heading', () => {
    expect(groupByDay(ENTRIES, NOW).map((d) => [d.title, d.entries.length])).toEqual([
      ['Today', 3],
      ['Yesterday', 1],
      ['Monday 23 November 2026', 2],
    ]);
  });

  it('a day with several entries says how many and their average mood, to one decimal', () => {
    expect(daySummary(ENTRIES.slice(0, 3))).toBe('3 entries · average 6.3');
    expect(daySummary(ENTRIES.slice(4))).toBe('2 entries · average 5.5');
    // one entry: its card says it all
    expect(daySummary(ENTRIES.slice(3, 4))).toBeNull();
  });

  it('the calendar says a day’s count and average the same way', () => {
    expect(dayFigures(3, 6.2)).toBe('3 entries · average 6.2');
    expect(dayFigures(1, 7)).toBe('1 entry · mood 7');
  });

  it('counts all the loaded entries of a day, and none for the oldest while more may follow', () => {
    expect([...daySummaries(ENTRIES, NOW, false)]).toEqual([
      ['2026-11-25', '3 entries · average 6.3'],
      ['2026-11-24', null],
      ['2026-11-23', '2 entries · average 5.5'],
    ]);
    // the 23rd may have more entries on the next page
    expect(daySummaries(ENTRIES, NOW, true).has('2026-11-23')).toBe(false);
  });
});
