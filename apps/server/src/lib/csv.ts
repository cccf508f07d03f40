/**
 * CSV as RFC 4180 writes it (comma, double quotes, CRLF) and as spreadsheets export it (a BOM,
 * LF line ends, a semicolon instead of a comma are also read).
 */

/**
 * Cells a spreadsheet would run as a formula are defused with a leading apostrophe (OWASP); a
 * value that already starts with apostrophes before such a character gets one more, so reading
 * the file back (`restore`) gives every value exactly as it was.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
function defuse(value: string) {
  return FORMULA.test(value) ? `'${value}` : value;
}
function restore(value: string) {
  return value.startsWith("'") && FORMULA.test(value) ? value.slice(1) : value;
}

/** Spreadsheets (Excel above all) read a file as UTF-8 only when it starts with this mark. */
const BYTE_ORDER_MARK = '\uFEFF';

function cell(value: string | null | undefined) {
  const text = defuse(value ?? '');
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: (string | null | undefined)[][]) {
  return BYTE_ORDER_MARK + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Rows of cells; the delimiter is the header line's (comma or semicolon). Blank lines are
 * skipped; the formula guard `toCsv` writes is taken off again.
 */
export function parseCsv(text: string): string[][] {
  return parseCells(text).map((row) => row.map(restore));
}

function parseCells(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const firstLine = input.slice(0, input.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        value += char;
      }
    } else if (char === '"' && value === '') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(value);
      if (row.some((cellValue) => cellValue !== '')) rows.push(row);
      row = [];
      value = '';
      line++;
    } else {
      value += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(line, `A quoted value that starts before line ${line} never ends`);
  row.push(value);
  if (row.some((cellValue) => cellValue !== '')) rows.push(row);
  return rows;
}
