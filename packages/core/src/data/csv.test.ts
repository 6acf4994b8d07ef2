import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('reads quoted fields with commas, quotes and newlines, and ignores a BOM', () => {
    const text = '\uFEFFa,b,c\r\n1,"two, with comma","say ""hi"""\n2,"multi\nline",x\n';
    const { rows, lines } = parseCsv(text);
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, with comma', 'say "hi"'],
      ['2', 'multi\nline', 'x'],
    ]);
    expect(lines).toEqual([1, 2, 3]);
  });

  it('names the line of an unclosed quote', () => {
    expect(() => parseCsv('a,b\n1,"never closed\n2,3')).toThrow('Line 2');
  });

  it('writes what it reads, and defuses spreadsheet formulas', () => {
    const csv = toCsv(
      ['x', 'y'],
      [
        ['a,b', 'line\nbreak'],
        ['=SUM(A1)', 'plain'],
      ],
    );
    expect(parseCsv(csv).rows).toEqual([
      ['x', 'y'],
      ['a,b', 'line\nbreak'],
      ["'=SUM(A1)", 'plain'],
    ]);
  });
});
