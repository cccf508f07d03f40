import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('writes RFC 4180 and reads it back', () => {
    const rows = [
      ['Plain', 'With, comma', 'With "quotes"'],
      ['Line\nbreak', '', 'Ünïcode'],
    ];
    const text = toCsv(['a', 'b', 'c'], rows);
    expect(text).toBe('\uFEFFa,b,c\r\nPlain,"With, comma","With ""quotes"""\r\n"Line\nbreak",,Ünïcode\r\n');
    expect(parseCsv(text)).toEqual([['a', 'b', 'c'], ...rows]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("evil")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""evil"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n',
    );
  });

  it('reads back exactly what it wrote: formula guards come off, apostrophes a person typed stay', () => {
    const values = ['=Plan B', '+44 20 7946 0000', '-5', '@team', "'=already guarded", "'quoted", "It's", 'Förderung'];
    const text = toCsv(
      ['title'],
      values.map((value) => [value]),
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual([['title'], ...values.map((value) => [value])]);
  });

  it('reads what spreadsheets export: a BOM, LF, semicolons, blank lines', () => {
    expect(parseCsv('\uFEFFtitle;amount\nA;1,5\n\nB;2\n')).toEqual([
      ['title', 'amount'],
      ['A', '1,5'],
      ['B', '2'],
    ]);
  });

  it('names the line of an unterminated quote', () => {
    expect(() => parseCsv('a,b\n"open,1\n2,3\n')).toThrow(CsvSyntaxError);
  });
});
