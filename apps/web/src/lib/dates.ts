/**
 * Dates and times as the app writes them (Australian English). `toLocaleString` with options
 * builds a new formatter on every call, which a list of a year of entries feels; here each
 * style's formatter is built once.
 */
export const APP_LOCALE = 'en-AU';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(APP_LOCALE, options);
    formatters.set(key, formatter);
  }
  return formatter.format(value instanceof Date ? value : new Date(value));
}

/** Month names as en-AU abbreviates them ("June", "July" and "Sept" included). */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * "21 Nov" in the browser's time zone, as `formatDate(value, { day: 'numeric', month: 'short' })`
 * writes it, without a date formatter: a page's first `Intl.DateTimeFormat` loads the locale's
 * data, which on a phone is a long pause, and a chart of a year labels every point.
 */
export function dayAndMonth(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}`;
}

/**
 * A calendar day ("2026-12-02") as `formatDate(…, { dateStyle: 'medium' })` writes it ("2 Dec
 * 2026"), without a date formatter: a year's calendar labels 365 days, which a formatter makes
 * a long pause on a phone.
 */
export function mediumDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** How a date field asks for a day: in the app's day-month-year order. */
export const DAY_PLACEHOLDER = 'DD/MM/YYYY';

/** A calendar day ("2026-11-21") as a date field shows it: "21/11/2026". */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00`, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * A day typed into a date field, day first as the app writes it ("21/11/2026", "21.11.2026",
 * "21-11-2026", "21 11 2026", "21112026") or the unambiguous "2026-11-21", as "2026-11-21";
 * null when it is not a day of the calendar.
 */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst =
    /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(value) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [0, 0, 0];
  if (year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
