import type { ExtractionProblem as ContractProblem } from '@grantpilot/shared/contracts/documents';

/**
 * Why a file's text could not be read: the contract's problems (stored with a document version),
 * plus 'unsupported_type' for callers that hand over bytes of unknown type (the analysis CLI).
 */
export type ExtractionProblem = ContractProblem | 'unsupported_type';

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

/** The file as a message names it. */
export function describeFile(fileName: string | undefined): string {
  return fileName ? `"${fileName}"` : 'The file';
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The messages: what is wrong first, then what to do. */
export const problemMessages = {
  encrypted: (fileName?: string) =>
    `${describeFile(fileName)} is an encrypted PDF: save it without a password and upload it again.`,
  scannedPdf: (fileName?: string) =>
    `${describeFile(fileName)} is a scanned PDF: no text layer. Run OCR on it, or export it again with its text, and upload the new copy.`,
  noText: (fileName?: string) => `${describeFile(fileName)} has no text: upload a version that contains text.`,
  damagedPdf: (fileName?: string) =>
    `${describeFile(fileName)} is a damaged file: its PDF structure cannot be read. Export it again and upload the new copy.`,
  damagedPdfPages: (fileName?: string) =>
    `${describeFile(fileName)} is a damaged file: the text of its pages cannot be read. Export it again and upload the new copy.`,
  damagedDocx: (fileName?: string) =>
    `${describeFile(fileName)} is a damaged file: it looks like a Word document (DOCX) but cannot be opened. Save it again in Word and upload the new copy.`,
  damaged: (fileName?: string) =>
    `${describeFile(fileName)} is a damaged file: its text cannot be read. Save or export it again and upload the new copy.`,
  tooLargeUnpacked: (fileName: string | undefined, limitBytes: number) =>
    `${describeFile(fileName)} is too large when unpacked (more than ${megabytes(limitBytes)}): split it into smaller documents, or remove embedded files, and upload again.`,
  tooLargeToRead: (fileName: string | undefined, heapMb: number) =>
    `${describeFile(fileName)} is too large to read: its text needs more than ${heapMb} MB of memory. Split it into smaller documents and upload them.`,
  timeout: (fileName: string | undefined, timeoutMs: number) =>
    `${describeFile(fileName)} took too long to read (over ${Math.ceil(timeoutMs / 1000)} s): split it into smaller documents and upload them.`,
};
