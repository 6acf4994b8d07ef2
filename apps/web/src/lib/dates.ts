/**
 * Dates and times as the app writes them (Australian English). `toLocaleString` with options
 * builds a new formatter on every call, which a list of a year of entries feels; here each
 * style's formatter is built once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', options);
    formatters.set(key, formatter);
  }
  return formatter.format(value instanceof Date ? value : new Date(value));
}
