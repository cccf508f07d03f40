import type { DocumentText } from '@grantpilot/shared/contracts/analysis';

/**
 * The text of an uploaded call for proposals, for the analysis engines. The type is read from
 * the bytes, never from the name: a PDF keeps its pages (citations name them), a DOCX, TXT or
 * Markdown file is one plain text.
 */

export type DocumentType = 'pdf' | 'docx' | 'text';

export type ExtractionProblem = 'unsupported_type' | 'encrypted' | 'damaged';

/** Why a file's text could not be read, in words the person who uploaded it can act on. */
export class ExtractionError extends Error {
  constructor(
    readonly problem: ExtractionProblem,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf

/** True when the bytes contain `needle` (ASCII) anywhere: a zip stores its entry names as they are. */
function containsAscii(bytes: Uint8Array, needle: string) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle, 0, 'latin1');
}

/** Text files hold no NUL bytes and few control characters; anything else is binary. */
function looksLikeText(bytes: Uint8Array) {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) control += 1;
  }
  return control <= sample.length / 100;
}

/** The document type the bytes really are, or undefined when none we read. */
export function detectDocumentType(bytes: Uint8Array): DocumentType | undefined {
  // A PDF may have a few junk bytes before its header; readers accept up to 1024.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  if (startsWith(bytes, PDF_MAGIC) || head.includes('%PDF-', 0, 'latin1')) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) return containsAscii(bytes, 'word/document.xml') ? 'docx' : undefined;
  if (startsWith(bytes, RTF_MAGIC)) return undefined;
  if (looksLikeText(bytes)) return 'text';
  return undefined;
}

/** What an unsupported file is, as far as its first bytes tell. */
function unsupportedKind(bytes: Uint8Array) {
  if (bytes.length === 0) return 'an empty file';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return 'an old Office file (.doc, .xls or .ppt)';
  if (startsWith(bytes, ZIP_MAGIC)) return 'a ZIP archive (not a Word .docx document)';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff])) return 'an image';
  if (startsWith(bytes, RTF_MAGIC)) return 'a Rich Text (.rtf) file';
  return 'a binary file of unknown type';
}

/**
 * Windows-1252's characters at 0x80–0x9F (the rest is Latin-1). Written out because Node 20's
 * TextDecoder decodes the 'windows-1252' label as Latin-1 (nodejs/node#56542): € would be lost.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array) {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/** Reads a text file: UTF-8 (without its BOM), or Windows-1252 when the bytes are not UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

function describe(fileName: string | undefined) {
  return fileName ? `"${fileName}"` : 'The file';
}

async function extractPdf(bytes: Uint8Array, fileName?: string): Promise<DocumentText> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pdf;
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException') {
      throw new ExtractionError(
        'encrypted',
        `${describe(fileName)} is an encrypted PDF: save it without a password and upload it again.`,
        error,
      );
    }
    throw new ExtractionError(
      'damaged',
      `${describe(fileName)} is a damaged file: its PDF structure cannot be read. Export it again and upload the new copy.`,
      error,
    );
  }
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = text.map((page) => page.normalize('NFC'));
    return { kind: 'paged', pages: pages.length ? pages : [''] };
  } catch (error) {
    throw new ExtractionError(
      'damaged',
      `${describe(fileName)} is a damaged file: the text of its pages cannot be read.`,
      error,
    );
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function extractDocx(bytes: Uint8Array, fileName?: string): Promise<DocumentText> {
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    return { kind: 'plain', text: value.normalize('NFC') };
  } catch (error) {
    throw new ExtractionError(
      'damaged',
      `${describe(fileName)} is a damaged file: it looks like a Word document (DOCX) but cannot be opened.`,
      error,
    );
  }
}

/**
 * The text of a PDF (per page), DOCX, TXT or Markdown file. Throws ExtractionError for any
 * other type, an encrypted PDF or a damaged file.
 */
export async function extractDocumentText(bytes: Uint8Array, fileName?: string): Promise<DocumentText> {
  const type = detectDocumentType(bytes);
  switch (type) {
    case 'pdf':
      return extractPdf(bytes, fileName);
    case 'docx':
      return extractDocx(bytes, fileName);
    case 'text':
      return { kind: 'plain', text: decodeText(bytes).normalize('NFC') };
    default:
      throw new ExtractionError(
        'unsupported_type',
        `${describe(fileName)} is ${unsupportedKind(bytes)}, not a supported document type: upload a PDF, DOCX, TXT or Markdown file.`,
      );
  }
}
