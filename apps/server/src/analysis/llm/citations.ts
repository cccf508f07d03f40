import type { Citation, DocumentText } from '@grantpilot/shared/contracts/analysis';

/**
 * Turns a model's quote into a §7.1 citation: the offsets where the quote stands in the text,
 * found exactly first, then with whitespace, quotation marks and dashes normalised (models
 * re-flow line breaks and "smarten" quotes). The citation's quote is always the document's own
 * text between the offsets, so it holds by construction; a quote found nowhere gives null and
 * the item is dropped.
 */

/** Where to look, in order: a page (1-based) of a paged text, or a range of a plain text. */
export type SearchArea = { page: number } | { page: null; start: number; end: number };

export function locateQuote(document: DocumentText, quote: string, areas: readonly SearchArea[]): Citation | null {
  if (quote.trim() === '') return null;
  for (const area of areas) {
    const text =
      area.page === null ? (document.kind === 'plain' ? document.text : undefined) : pageText(document, area.page);
    if (text === undefined) continue;
    const from = area.page === null ? Math.max(0, area.start) : 0;
    const to = area.page === null ? Math.min(area.end, text.length) : text.length;
    const found = findExact(text, quote, from, to) ?? findNormalised(text, quote, from, to);
    if (found)
      return { page: area.page, start: found.start, end: found.end, quote: text.slice(found.start, found.end) };
  }
  return null;
}

function pageText(document: DocumentText, page: number): string | undefined {
  return document.kind === 'paged' && Number.isInteger(page) && page >= 1 ? document.pages[page - 1] : undefined;
}

interface Span {
  start: number;
  end: number;
}

function findExact(text: string, quote: string, from: number, to: number): Span | null {
  const start = text.indexOf(quote, from);
  return start >= 0 && start + quote.length <= to ? { start, end: start + quote.length } : null;
}

/** Typographic characters a model may write as their plain forms (one character for one). */
const FOLDED: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
};
const SOFT_HYPHEN = '\u00ad';

/**
 * The text with every run of whitespace made one space and typographic marks folded, and for
 * each character of it the offset it came from in the original.
 */
function normalise(text: string, from: number, to: number): { value: string; origins: number[] } {
  let value = '';
  const origins: number[] = [];
  let inSpace = false;
  for (let index = from; index < to; index++) {
    const character = text.charAt(index);
    if (character === SOFT_HYPHEN) continue;
    if (/\s/.test(character)) {
      if (!inSpace) {
        value += ' ';
        origins.push(index);
      }
      inSpace = true;
      continue;
    }
    inSpace = false;
    value += FOLDED[character] ?? character;
    origins.push(index);
  }
  return { value, origins };
}

function findNormalised(text: string, quote: string, from: number, to: number): Span | null {
  const wanted = normalise(quote, 0, quote.length).value.trim();
  if (wanted === '') return null;
  const haystack = normalise(text, from, to);
  const at = haystack.value.indexOf(wanted);
  if (at < 0) return null;
  const start = haystack.origins[at];
  const last = haystack.origins[at + wanted.length - 1];
  return start === undefined || last === undefined ? null : { start, end: last + 1 };
}
