/**
 * Dates and times as the app writes them (Australian English). `toLocaleString` with options
 * builds a new formatter on every call, which a list of a year of entries feels; here each
 * style's formatter is built once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', options);
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
