/** RFC 4180 CSV: quoted fields with commas, quotes and newlines; a UTF-8 BOM is ignored. */
export function parseCsv(text: string): { rows: string[][]; lines: number[] } {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      if (row.length > 1 || row[0] !== '') {
        rows.push(row);
        lines.push(rowLine);
      }
      row = [];
      field = '';
      line++;
      rowLine = line;
    } else field += c;
  }
  if (quoted) throw new CsvError(`Line ${rowLine}: a quoted field is never closed`);
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
    lines.push(rowLine);
  }
  return { rows, lines };
}

export class CsvError extends Error {}

const needsQuotes = /[",\r\n]/;
export const csvField = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return needsQuotes.test(text) || /^[=+\-@]/.test(text)
    ? `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
    : text;
};

export function toCsv(header: string[], rows: unknown[][]) {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
