import { describe, expect, it } from 'vitest';
import { dayAndMonth, formatDate } from './dates';

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
