import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

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
      expect(formatDate(Date.parse(at), options)).toBe(new Date(at).toLocaleString('en-AU', options));
    }
  });
  it('keeps styles apart', () => {
    expect(formatDate(at, { year: 'numeric' })).toBe('2026');
    expect(formatDate(at, { month: 'long', timeZone: 'UTC' })).toBe('November');
  });
});
