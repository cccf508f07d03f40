import type { DocumentKind, FileType } from '@grantpilot/shared/contracts/documents';

/** The kinds in the product's words, in the order people choose from. */
export const KIND_LABELS: Record<DocumentKind, string> = {
  call_for_proposals: 'Call for proposals',
  guidelines: 'Guidelines',
  narrative: 'Narrative',
  budget: 'Budget',
  report: 'Report',
  letter: 'Letter',
  other: 'Other',
};

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  text: 'Text',
  markdown: 'Markdown',
};

/** What the file picker offers; the server reads the real type from the bytes either way. */
export const UPLOAD_ACCEPT = '.pdf,.docx,.txt,.md';

/**
 * The server's default limit (PRODUCT §6). The client configuration does not carry the
 * configured one, so a bigger file is still sent and the server's 413 is what the person reads.
 */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

const sizeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** "532 bytes", "12.4 KB", "3.1 MB". */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
