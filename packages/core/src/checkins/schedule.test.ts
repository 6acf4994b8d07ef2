import { describe, expect, it } from 'vitest';
import { addMonth, isDue, nextDueDay, reminderDay } from './schedule';

describe('the next due day', () => {
  it('is one interval after the last check-in', () => {
    expect(nextDueDay('2026-11-20', 'weekly', '2026-11-21')).toBe('2026-11-27');
    expect(nextDueDay('2026-11-20', 'fortnightly', '2026-11-21')).toBe('2026-12-04');
    expect(nextDueDay('2026-11-20', 'monthly', '2026-11-21')).toBe('2026-12-20');
  });

  it('crosses months and years', () => {
    expect(nextDueDay('2026-12-25', 'fortnightly', '2026-12-25')).toBe('2027-01-08');
    expect(nextDueDay('2026-12-15', 'monthly', '2026-12-15')).toBe('2027-01-15');
  });

  it('is today when none has been taken yet, and never when the schedule is off', () => {
    expect(nextDueDay(null, 'fortnightly', '2026-11-21')).toBe('2026-11-21');
    expect(nextDueDay(null, 'off', '2026-11-21')).toBeNull();
    expect(nextDueDay('2026-11-20', 'off', '2026-11-21')).toBeNull();
  });

  it('a month on from a day the next month does not have is that month’s last day', () => {
    expect(addMonth('2026-01-31')).toBe('2026-02-28');
    expect(addMonth('2028-01-31')).toBe('2028-02-29');
    expect(addMonth('2026-03-31')).toBe('2026-04-30');
    expect(addMonth('2026-02-28')).toBe('2026-03-28');
  });
});

describe('due', () => {
  it('on the day and after it, not before', () => {
    expect(isDue('2026-12-04', '2026-12-03')).toBe(false);
    expect(isDue('2026-12-04', '2026-12-04')).toBe(true);
    expect(isDue('2026-12-04', '2027-01-01')).toBe(true);
    expect(isDue(null, '2027-01-01')).toBe(false);
  });
});

describe('the reminder day', () => {
  it('is the earliest due day of the questionnaires taken', () => {
    expect(reminderDay(['2026-11-20', '2026-11-10'], 'fortnightly')).toBe('2026-11-24');
    expect(reminderDay(['2026-11-20'], 'weekly')).toBe('2026-11-27');
  });

  it('never comes before a first check-in, or with the schedule off', () => {
    expect(reminderDay([], 'weekly')).toBeNull();
    expect(reminderDay(['2026-11-20'], 'off')).toBeNull();
  });
});
