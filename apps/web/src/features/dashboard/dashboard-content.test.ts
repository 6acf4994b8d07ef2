import { describe, expect, it } from 'vitest';
import {
  CRAFT_PROMPTS,
  craftOfTheDay,
  greeting,
  reminderDue,
  streakLine,
  todaysCheckIn,
} from './dashboard-content';

describe('dashboard greeting', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ])('at %i:30 says %s', (hour, text) => {
    expect(greeting(new Date(2026, 10, 21, hour, 30))).toBe(text);
  });
});

describe('craft of the day', () => {
  it('has 7 prompts and keeps one all day, changing the next day', () => {
    expect(CRAFT_PROMPTS).toHaveLength(7);
    const morning = craftOfTheDay(new Date(2026, 10, 21, 7));
    expect(craftOfTheDay(new Date(2026, 10, 21, 22))).toBe(morning);
    expect(craftOfTheDay(new Date(2026, 10, 22, 7))).not.toBe(morning);
  });
});

describe('in-app reminder', () => {
  const settings = { moodReminders: true, reminderTime: '20:00', timeZone: 'Australia/Sydney' };
  const now = new Date('2026-11-21T09:30:00Z'); // 20:30 in Sydney
  it('is due after the reminder time when nothing is logged today', () => {
    expect(reminderDue(settings, [], now)).toBe(true);
    expect(reminderDue(settings, [{ date: '2026-11-20T10:00:00Z' }], now)).toBe(true);
  });
  it('is not due before the time, after a check-in, or when reminders are off', () => {
    expect(reminderDue(settings, [], new Date('2026-11-21T08:30:00Z'))).toBe(false);
    expect(reminderDue(settings, [{ date: '2026-11-21T01:00:00Z' }], now)).toBe(false);
    expect(reminderDue({ ...settings, moodReminders: false }, [], now)).toBe(false);
  });
  it('counts a check-in at either end of today in the person’s zone, and none from yesterday', () => {
    // Sydney's 21 November runs from 20 Nov 13:00 UTC to 21 Nov 13:00 UTC
    const late = new Date('2026-11-21T12:59:00Z');
    expect(reminderDue(settings, [{ date: '2026-11-20T13:00:00Z' }], late)).toBe(false);
    expect(reminderDue(settings, [{ date: '2026-11-20T12:59:00Z' }], late)).toBe(true);
    expect(reminderDue(settings, [{ date: '2026-11-21T12:58:00Z' }], now)).toBe(false);
  });
  it('finds today’s check-in among a year of entries', () => {
    const year = Array.from({ length: 365 }, (_, i) => ({
      date: new Date(now.getTime() - (i + 1) * 86_400_000).toISOString(),
    }));
    expect(reminderDue(settings, year, now)).toBe(true);
    expect(reminderDue(settings, [...year, { date: '2026-11-21T09:00:00Z' }], now)).toBe(false);
  });
});

describe('the quick check-in', () => {
  const now = new Date(2026, 10, 26, 18, 30);
  const at = (d: Date) => ({ date: d.toISOString() });

  it('knows a check-in made earlier today, and not one made yesterday', () => {
    expect(todaysCheckIn([at(new Date(2026, 10, 26, 0, 5))], now)).toBeDefined();
    expect(todaysCheckIn([at(new Date(2026, 10, 25, 23, 59))], now)).toBeUndefined();
    expect(todaysCheckIn([], now)).toBeUndefined();
  });

  it('says the run of days only from two days up', () => {
    expect(streakLine(0)).toBe('Every check-in helps you see your patterns.');
    expect(streakLine(1)).toBe('Every check-in helps you see your patterns.');
    expect(streakLine(5)).toBe('That’s 5 days in a row.');
  });
});
