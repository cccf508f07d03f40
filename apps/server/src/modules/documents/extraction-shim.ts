import { extractDocumentText } from '../../lib/extraction';

/** Until the bounded extractor lands: the same shape, read in this thread. */
export async function readDocumentText(
  file: { bytes: Uint8Array; fileType: string; encoding?: string | undefined; fileName: string },
  _bounds: { timeoutMs: number; maxHeapMb: number; signal?: AbortSignal },
) {
  const text = await extractDocumentText(file.bytes, file.fileName);
  return text.kind === 'paged' ? { paged: true, pages: text.pages } : { paged: false, pages: [text.text] };
}
