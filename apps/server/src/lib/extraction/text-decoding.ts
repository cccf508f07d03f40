/** How a text file's bytes are decoded (lib/file-kind.ts finds it from the bytes). */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'windows-1252';

/**
 * Windows-1252's characters at 0x80–0x9F (the rest is Latin-1). Written out because Node 20's
 * TextDecoder decodes the 'windows-1252' label as Latin-1 (nodejs/node#56542): € would be lost.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  // Latin-1 first (one native call), then the 32 characters where Windows-1252 differs.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/**
 * Reads a text file. With its encoding known: UTF-8 or UTF-16LE (without the BOM; a malformed
 * sequence becomes U+FFFD) or Windows-1252. Without: UTF-8 when the bytes are UTF-8, else
 * Windows-1252.
 */
export function decodeText(bytes: Uint8Array, encoding?: TextEncoding): string {
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  if (encoding) return new TextDecoder(encoding, { ignoreBOM: false }).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
