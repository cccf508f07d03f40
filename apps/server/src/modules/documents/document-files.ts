// Moved to lib/uploads.ts (support attachments use them too); kept here for this module's callers.
export { attachmentHeader, cleanFileName } from '../../lib/uploads';

/** A document's default name: its file's name without the extension people do not need to read. */
export function documentNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot).trim() : fileName;
  return stem || fileName;
}

/** Where a version's bytes are kept: built from ids only, never from a name. */
export function storageKeyOf(organizationId: string, documentId: string, versionId: string): string {
  return `orgs/${organizationId}/documents/${documentId}/${versionId}`;
}

/**
 * A text without pages, cut into parts of about `size` characters at paragraph (else line, else
 * word) breaks, so a long text is previewed and searched a part at a time. Joined, the parts are
 * the text exactly: citations count offsets into it.
 */
export function splitIntoParts(text: string, size = 10_000): string[] {
  if (text.length <= size) return [text];
  const parts: string[] = [];
  let start = 0;
  while (text.length - start > size) {
    const window = text.slice(start, start + size);
    const floor = Math.floor(size / 2);
    const cut = [/\n\s*\n/g, /\n/g, /\s/g]
      .map((pattern) => lastBreak(window, pattern, floor))
      .find((index) => index !== undefined);
    const end = start + (cut ?? size);
    parts.push(text.slice(start, end));
    start = end;
  }
  parts.push(text.slice(start));
  return parts;
}

/** The end of the last match of `pattern` in `window` past `floor`, or undefined. */
function lastBreak(window: string, pattern: RegExp, floor: number): number | undefined {
  let found: number | undefined;
  for (const match of window.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end > floor && end < window.length) found = end;
  }
  return found;
}
