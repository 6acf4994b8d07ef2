import { describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from './analytics';
import { weeklyRecap } from './recap';

// Thursday 26 November 2026: the last whole week is Monday 16 to Sunday 22 November
const NOW = new Date('2026-11-26T12:00:00Z');

const entry = (
  date: string,
  pleasantness: number,
  primaryEmotion = 'joy',
  factors: string[] = [],
): AnalyticsEntry => ({ date, pleasantness, primaryEmotion, subEmotion: 'x', factors });

describe('the weekly recap', () => {
  it('looks at the last whole week, Monday to Sunday, against the week before', () => {
    const recap = weeklyRecap(
      [
        entry('2026-11-25T09:00:00Z', 1), // this week: not in it
        entry('2026-11-22T20:00:00Z', 8, 'joy', ['Exercise']),
        entry('2026-11-22T08:00:00Z', 7, 'joy', ['Exercise', 'Sleep']),
        entry('2026-11-19T09:00:00Z', 4, 'sadness', ['Work']),
        entry('2026-11-16T00:30:00Z', 5, 'fear', ['Work', 'Sleep']),
        entry('2026-11-15T23:00:00Z', 3), // the Sunday before
        entry('2026-11-10T09:00:00Z', 5),
        entry('2026-11-08T09:00:00Z', 9), // two weeks before: not counted
      ],
      NOW,
    );
    expect(recap).toEqual({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      daysLogged: 3,
      entries: 4,
      averageMood: 6,
      previousAverage: 4,
      mostFelt: ['joy'],
      lift: { factor: 'Exercise', average: 7.5, count: 2 },
    });
  });

  it('is nothing when the week had no entry', () => {
    expect(
      weeklyRecap([entry('2026-11-24T09:00:00Z', 5), entry('2026-11-10T09:00:00Z', 5)], NOW),
    ).toBeNull();
    expect(weeklyRecap([], NOW)).toBeNull();
  });

  it('says ties as ties, and no factor on every entry or on a single one lifts the week', () => {
    const recap = weeklyRecap(
      [
        entry('2026-11-21T09:00:00Z', 9, 'joy', ['Work', 'Family']),
        entry('2026-11-20T09:00:00Z', 3, 'sadness', ['Work']),
      ],
      NOW,
    )!;
    expect(recap.mostFelt).toEqual(['joy', 'sadness']);
    expect(recap.lift).toBeNull();
    expect(recap.previousAverage).toBeNull();
  });

  it('counts days in the person’s time zone', () => {
    // 23:30 on Sunday in UTC is already Monday the 23rd in Sydney: this week, not the last
    const late = [entry('2026-11-22T14:30:00Z', 6), entry('2026-11-17T02:00:00Z', 8)];
    expect(weeklyRecap(late, NOW, 'UTC')!.entries).toBe(2);
    expect(weeklyRecap(late, NOW, 'Australia/Sydney')!.entries).toBe(1);
  });

  it('starts the week on Monday, also when today is a Monday or a Sunday', () => {
    const list = [entry('2026-11-16T09:00:00Z', 6)];
    expect(weeklyRecap(list, new Date('2026-11-23T09:00:00Z'))!.weekStart).toBe('2026-11-16');
    expect(weeklyRecap(list, new Date('2026-11-29T09:00:00Z'))!.weekStart).toBe('2026-11-16');
    expect(weeklyRecap(list, new Date('2026-11-22T09:00:00Z'))).toBeNull();
  });
});
