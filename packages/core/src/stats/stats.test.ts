import { describe, expect, it } from 'vitest';
import { computeAchievements } from './achievements';
import { clockTime, currentStreak, dayKey, firstRunOf, previousDay } from './days';

describe('days', () => {
  it('keys a moment by the calendar day of the time zone', () => {
    const late = new Date('2026-03-01T23:30:00Z');
    expect(dayKey(late, 'UTC')).toBe('2026-03-01');
    expect(dayKey(late, 'Australia/Sydney')).toBe('2026-03-02');
    expect(dayKey(late, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('gives the same day as the time zone database for every minute around odd offsets and DST changes', () => {
    const zones = [
      'Asia/Kathmandu',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'America/St_Johns',
      'Europe/London',
      'Pacific/Chatham',
    ];
    const starts = [
      '2026-04-04T12:00:00Z',
      '2026-10-03T12:00:00Z',
      '2026-03-28T20:00:00Z',
      '2026-11-01T02:00:00Z',
    ];
    for (const timeZone of zones) {
      const reference = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      for (const start of starts) {
        for (let minute = 0; minute < 36 * 60; minute += 7) {
          const at = new Date(Date.parse(start) + minute * 60_000 + 13_000);
          // asked twice: the second answer comes from the memo
          expect(dayKey(at, timeZone)).toBe(reference.format(at));
          expect(dayKey(at, timeZone)).toBe(reference.format(at));
        }
      }
    }
  });

  it('reads the wall clock of the time zone, across odd offsets and DST changes', () => {
    const zones = [
      'UTC',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'America/St_Johns',
      'Europe/London',
      'Australia/Sydney',
    ];
    for (const timeZone of zones) {
      const reference = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const start of ['2026-10-03T12:00:00Z', '2026-03-28T20:00:00Z']) {
        for (let minute = 0; minute < 24 * 60; minute += 11) {
          const at = new Date(Date.parse(start) + minute * 60_000 + 59_000);
          expect(clockTime(at, timeZone)).toBe(reference.format(at));
        }
      }
    }
    expect(clockTime(new Date('2026-11-21T09:30:00Z'), 'Australia/Sydney')).toBe('20:30');
  });

  it('steps back across months, years and leap days', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });

  it('counts a streak ending today or yesterday, and none when older', () => {
    const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-04-28'];
    expect(currentStreak(days, '2026-05-03')).toBe(3);
    expect(currentStreak(days, '2026-05-04')).toBe(3);
    expect(currentStreak(days, '2026-05-05')).toBe(0);
    expect(currentStreak([], '2026-05-05')).toBe(0);
    expect(currentStreak(['2026-05-03', '2026-05-03'], '2026-05-03')).toBe(1);
  });

  it('finds the day a run first reached a length', () => {
    expect(firstRunOf(['2026-01-03', '2026-01-01', '2026-01-02'], 3)).toBe('2026-01-03');
    expect(firstRunOf(['2026-01-01', '2026-01-03', '2026-01-04'], 3)).toBeNull();
    // the earliest run to reach the length wins, whatever the order and repeats of the input
    const days = [
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-01',
    ];
    expect(firstRunOf(days, 3)).toBe('2026-01-01');
    expect(firstRunOf(days, 4)).toBe('2026-01-02');
    expect(firstRunOf(days, 5)).toBeNull();
    expect(firstRunOf(days, 1)).toBe('2025-12-30');
    expect(firstRunOf([], 1)).toBeNull();
  });
});

describe('achievements', () => {
  const empty = { moodDates: [], moodDays: [], craftDates: [], chatDates: [], moduleDates: [] };

  it('starts with every milestone incomplete and undated', () => {
    const list = computeAchievements(empty);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((a) => !a.completed && a.date === null)).toBe(true);
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
  });

  it('dates each milestone when it was reached', () => {
    const moodDates = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2026, 0, 10 - i, 9)));
    const list = computeAchievements({
      ...empty,
      moodDates,
      moodDays: moodDates.map((d) => dayKey(d)),
      craftDates: [new Date('2026-02-01T10:00:00Z')],
    });
    const get = (id: string) => list.find((a) => a.id === id)!;
    expect(get('first-check-in')).toMatchObject({
      completed: true,
      date: '2026-01-01T09:00:00.000Z',
    });
    expect(get('ten-entries')).toMatchObject({ completed: true, date: '2026-01-10T09:00:00.000Z' });
    expect(get('week-streak')).toMatchObject({ completed: true, date: '2026-01-07' });
    expect(get('first-craft').completed).toBe(true);
    expect(get('five-crafts').completed).toBe(false);
    expect(get('fifty-entries').completed).toBe(false);
  });
});
