/**
 * Text extraction. `readDocumentText` is the document library's: a stored file of known type,
 * read in the extraction pool's bounded worker threads, page by page. `extractDocumentText` is the analysis CLI's: a
 * call for proposals of unknown type, read in this thread; the type is read from the bytes, never
 * from the name: a PDF keeps its pages (citations name them), a DOCX, TXT or Markdown file is one
 * plain text.
 */
import type { DocumentText } from '@grantpilot/shared/contracts/analysis';
import { readDocxText } from './docx-text';
import { readPdfPages } from './pdf-text';
import { describeFile, ExtractionError } from './problems';
import { decodeText } from './text-decoding';

export { cleanText } from './clean-text';
export { extractPages, type DocumentFile, type DocumentPages } from './extract-pages';
export { ExtractionError, type ExtractionProblem } from './problems';
export {
  createExtractionPool,
  PARTS_FROM_BYTES,
  readDocumentText,
  type ExtractionPool,
  type ExtractionPoolOptions,
  type ReadBounds,
} from './read-document-text';
export { decodeText, type TextEncoding } from './text-decoding';
export { unpackedLimit } from './zip-size';

export type DocumentType = 'pdf' | 'docx' | 'text';

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

async function extractPdf(bytes: Uint8Array, fileName?: string): Promise<DocumentText> {
  const pages = (await readPdfPages(bytes, fileName)).map((page) => page.normalize('NFC'));
  return { kind: 'paged', pages: pages.length ? pages : [''] };
}

async function extractDocx(bytes: Uint8Array, fileName?: string): Promise<DocumentText> {
  return { kind: 'plain', text: (await readDocxText(bytes, fileName)).normalize('NFC') };
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
        `${describeFile(fileName)} is ${unsupportedKind(bytes)}, not a supported document type: upload a PDF, DOCX, TXT or Markdown file.`,
      );
  }
}
