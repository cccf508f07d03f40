import type { DocumentText } from '@grantpilot/shared/contracts/analysis';
import type { SearchArea } from './citations';

/**
 * A long call does not fit one request (a local model's context is often 8k tokens), so the
 * engine sends it in chunks: whole pages of a paged text, or about `maxCharacters` of a plain
 * text cut at a paragraph boundary. Each chunk knows where its quotes may be found.
 */
export interface Chunk {
  /** The text sent to the model; a paged text carries "[Page N]" markers. */
  text: string;
  /** Where the chunk's quotes are looked for, in order. */
  areas: SearchArea[];
}

export const DEFAULT_CHUNK_CHARACTERS = 12_000;

export function chunkDocument(document: DocumentText, maxCharacters = DEFAULT_CHUNK_CHARACTERS): Chunk[] {
  return document.kind === 'paged'
    ? chunkPages(document.pages, maxCharacters)
    : chunkPlain(document.text, maxCharacters);
}

/** Consecutive pages up to the size; a page longer than it goes alone (a page is never split). */
function chunkPages(pages: readonly string[], maxCharacters: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: number[] = [];
  let size = 0;
  const flush = () => {
    const numbers = current.filter((page) => (pages[page - 1] ?? '').trim() !== '');
    if (numbers.length > 0) {
      chunks.push({
        text: numbers.map((page) => `[Page ${page}]\n${pages[page - 1] ?? ''}`).join('\n\n'),
        areas: numbers.map((page) => ({ page })),
      });
    }
    current = [];
    size = 0;
  };
  pages.forEach((text, index) => {
    if (current.length > 0 && size + text.length > maxCharacters) flush();
    current.push(index + 1);
    size += text.length;
  });
  flush();
  return chunks;
}

/** Boundaries to cut a plain text at, best first: a paragraph, a line, a sentence, a word. */
const BOUNDARIES = ['\n\n', '\n', '. ', ' '];

function chunkPlain(text: string, maxCharacters: number): Chunk[] {
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    const end = start + maxCharacters >= text.length ? text.length : cutAt(text, start, maxCharacters);
    const piece = text.slice(start, end);
    if (piece.trim() !== '') {
      // Quotes are looked for in the chunk first, then anywhere (a quote may straddle the cut).
      chunks.push({
        text: piece,
        areas: [
          { page: null, start, end },
          { page: null, start: 0, end: text.length },
        ],
      });
    }
    start = end;
  }
  return chunks;
}

/** The offset to end a chunk at: after the last boundary in its second half, else the size. */
function cutAt(text: string, start: number, maxCharacters: number): number {
  const window = text.slice(start, start + maxCharacters);
  for (const boundary of BOUNDARIES) {
    const at = window.lastIndexOf(boundary);
    if (at >= maxCharacters / 2) return start + at + boundary.length;
  }
  return start + maxCharacters;
}
