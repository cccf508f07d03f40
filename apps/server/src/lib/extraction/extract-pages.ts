import type { FileType } from '@grantpilot/shared/contracts/documents';
import { cleanText, isBlank } from './clean-text';
import { readDocxText } from './docx-text';
import { readPdfPages, WHOLE, type PagePart } from './pdf-text';
import { ExtractionError, problemMessages } from './problems';
import { decodeText, type TextEncoding } from './text-decoding';

/** A stored file to read: its type and encoding as lib/file-kind.ts found them from the bytes. */
export interface DocumentFile {
  bytes: Uint8Array;
  fileType: FileType;
  /** For text and Markdown; UTF-8 (or Windows-1252 when the bytes are not UTF-8) when absent. */
  encoding?: TextEncoding;
  /** For messages only. */
  fileName: string;
}

/** A file's text: a PDF's pages in order (paged), or one page for the other types. */
export interface DocumentPages {
  paged: boolean;
  pages: string[];
}

/**
 * Reads a file's text in this thread: a PDF page by page, a DOCX or text file as one page;
 * control characters removed, NFC. Throws ExtractionError ('encrypted', 'damaged', 'too_large',
 * or 'no_text' when every page is blank). `readDocumentText` runs this in bounded worker threads.
 */
export async function extractPages(file: DocumentFile): Promise<DocumentPages> {
  return requireText(file, await readPages(file));
}

/**
 * The text of a file, or of one part of a PDF's pages (the others' parts are read alongside in
 * other threads); blank pages kept. Throws ExtractionError ('encrypted', 'damaged', 'too_large').
 */
export async function readPages(file: DocumentFile, part: PagePart = WHOLE): Promise<DocumentPages> {
  const { bytes, fileName } = file;
  switch (file.fileType) {
    case 'pdf':
      return { paged: true, pages: (await readPdfPages(bytes, fileName, part)).map(cleanText) };
    case 'docx':
      return { paged: false, pages: [cleanText(await readDocxText(bytes, fileName))] };
    case 'text':
    case 'markdown':
      return { paged: false, pages: [cleanText(decodeText(bytes, file.encoding))] };
  }
}

/** The file's pages, or ExtractionError 'no_text' when every one is blank (a scanned PDF, say). */
export function requireText(file: DocumentFile, result: DocumentPages): DocumentPages {
  if (result.pages.every(isBlank)) {
    const { fileName } = file;
    const message = file.fileType === 'pdf' ? problemMessages.scannedPdf(fileName) : problemMessages.noText(fileName);
    throw new ExtractionError('no_text', message);
  }
  return result;
}
