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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
const two = (n: number) => String(n).padStart(2, '0');

/*
 * The writers below give, in the browser's time zone, exactly what `formatDate` gives for their
 * options (the tests compare them over every minute of a day and every day of a leap year), with
 * no date formatter: a page's first `Intl.DateTimeFormat` loads the locale's data, 50–150 ms of
 * the main thread on a desktop here and four times that on a phone, while the dashboard and the
 * Mood Tracker start. The app's only other formatters are built later, for what a person opens.
 */

/** "9:05 pm", as `formatDate(value, { hour: 'numeric', minute: '2-digit' })` writes it. */
export function clockTime(value: Date | string | number): string {
  const date = asDate(value);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${two(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "03/09/2026, 9:05 pm": a day and time as `formatDate` writes them with numeric options. */
export function dayAndTime(value: Date | string | number): string {
  const date = asDate(value);
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}, ${clockTime(date)}`;
}

/** "Thursday 3 September 2026": a day written out in full, weekday first. */
export function longDay(value: Date | string | number): string {
  const date = asDate(value);
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "September": the month's name. */
export const monthName = (value: Date | string | number): string =>
  MONTHS[asDate(value).getMonth()]!;

/** How a date field asks for a day: in the app's day-month-year order. */
export const DAY_PLACEHOLDER = 'DD/MM/YYYY';

/** A calendar day ("2026-11-21") as a date field shows it: "21/11/2026" (no formatter needed). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
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
