import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayAndMonth,
  dayAndTime,
  formatDate,
  formatDay,
  longDay,
  mediumDay,
  monthName,
  parseDay,
} from './dates';

describe('formatDate', () => {
  const at = '2026-11-21T09:30:00Z';
  it('writes what toLocaleString writes for the same options', () => {
    for (const options of [
      { day: 'numeric', month: 'short' },
      { day: 'numeric', month: 'long', year: 'numeric' },
      { dateStyle: 'medium', timeStyle: 'short' },
      { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    ] as Intl.DateTimeFormatOptions[]) {
      expect(formatDate(at, options)).toBe(new Date(at).toLocaleString('en-AU', options));
      expect(formatDate(new Date(at), options)).toBe(new Date(at).toLocaleString('en-AU', options));
      expect(formatDate(Date.parse(at), options)).toBe(
        new Date(at).toLocaleString('en-AU', options),
      );
    }
  });
  it('keeps styles apart', () => {
    expect(formatDate(at, { year: 'numeric' })).toBe('2026');
    expect(formatDate(at, { month: 'long', timeZone: 'UTC' })).toBe('November');
  });
});

describe('mediumDay', () => {
  it('writes every day of a leap year as the date formatter does', () => {
    for (let day = 0; day < 366; day++) {
      const at = new Date(Date.UTC(2028, 0, 1 + day, 12));
      const key = at.toISOString().slice(0, 10);
      expect(mediumDay(key)).toBe(formatDate(`${key}T12:00:00`, { dateStyle: 'medium' }));
    }
    expect(mediumDay('2026-09-01')).toBe('1 Sept 2026');
  });
});

describe('dayAndMonth', () => {
  it('writes every day of a year as the date formatter does', () => {
    for (let day = 0; day < 366; day++) {
      const at = new Date(2028, 0, 1 + day, 12);
      expect(dayAndMonth(at)).toBe(formatDate(at, { day: 'numeric', month: 'short' }));
      expect(dayAndMonth(at.toISOString())).toBe(
        formatDate(at, { day: 'numeric', month: 'short' }),
      );
    }
  });
  it('takes the day in the local time zone, as the formatter does', () => {
    const late = new Date(2026, 10, 21, 23, 59);
    expect(dayAndMonth(late.getTime())).toBe('21 Nov');
    expect(dayAndMonth(new Date(2026, 8, 1, 0, 0))).toBe('1 Sept');
  });
});

describe('times and days written without a formatter', () => {
  it('writes every minute of a day as the date formatter does', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const at = new Date(2026, 8, 3, 0, minute, 30);
      const numeric = {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      } as const;
      expect(clockTime(at)).toBe(formatDate(at, { hour: 'numeric', minute: '2-digit' }));
      expect(dayAndTime(at.toISOString())).toBe(formatDate(at, numeric));
    }
    expect(clockTime(new Date(2026, 8, 3, 0, 5))).toBe('12:05 am');
    expect(clockTime(new Date(2026, 8, 3, 12, 0))).toBe('12:00 pm');
    expect(dayAndTime(new Date(2026, 8, 3, 21, 5).getTime())).toBe('03/09/2026, 9:05 pm');
  });

  it('writes every day of a leap year, and its month, as the date formatter does', () => {
    for (let day = 0; day < 366; day++) {
      const at = new Date(2028, 0, 1 + day, 23, 59);
      expect(longDay(at)).toBe(
        formatDate(at, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      );
      expect(monthName(at.toISOString())).toBe(formatDate(at, { month: 'long' }));
    }
    expect(longDay(new Date(2026, 8, 3, 12))).toBe('Thursday 3 September 2026');
  });
});

describe('days in date fields', () => {
  it('writes a day first, as the entry cards do', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(formatDay('2026-02-28')).toBe('28/02/2026');
    for (let day = 0; day < 366; day++) {
      const key = new Date(Date.UTC(2028, 0, 1 + day, 12)).toISOString().slice(0, 10);
      expect(formatDay(key)).toBe(
        formatDate(`${key}T12:00:00`, { day: '2-digit', month: '2-digit', year: 'numeric' }),
      );
    }
  });

  it('reads a typed day first, whatever the separator', () => {
    for (const typed of [
      '05/11/2026',
      '5/11/2026',
      '5.11.2026',
      '05-11-2026',
      '5 11 2026',
      '05112026',
    ])
      expect(parseDay(typed), typed).toBe('2026-11-05');
    expect(parseDay(' 2026-11-05 ')).toBe('2026-11-05');
  });

  it('reads back what it writes', () => {
    for (const day of ['2026-01-31', '2028-02-29', '2026-12-01'])
      expect(parseDay(formatDay(day))).toBe(day);
  });

  it('refuses what is not a day of the calendar', () => {
    for (const typed of [
      '',
      '11/05',
      '31/02/2026',
      '29/02/2027',
      '13/13/2026',
      '00/01/2026',
      '5/11/26',
      'tomorrow',
    ])
      expect(parseDay(typed), typed).toBeNull();
  });
});
