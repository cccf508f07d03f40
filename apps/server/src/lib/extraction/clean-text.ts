/**
 * NUL and the C0 control characters other than tab, line feed, form feed and carriage return:
 * PostgreSQL text cannot hold NUL, and search highlighting marks its matches with U+0002/U+0003.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f]/g;

/** Extracted text as it is stored: control characters removed, Unicode in NFC. */
export function cleanText(text: string): string {
  return text.replace(CONTROLS, '').normalize('NFC');
}

/** True when there is nothing but white space to read. */
export const isBlank = (text: string): boolean => text.trim().length === 0;
