import type { Citation } from '@grantpilot/shared/contracts/analysis';
import type { Sentence } from './segment';

/**
 * A citation of `text.slice(start, end)` on `page`, trimmed of surrounding white space and
 * bullet marks. The quote is always the exact text at its offsets (PRODUCT §7.1).
 */
export function citeSpan(page: number | null, text: string, start: number, end: number): Citation | null {
  let from = Math.max(0, start);
  let to = Math.min(text.length, end);
  while (from < to && /[\s•▪◦·*\u2022-]/.test(text[from]!)) from += 1;
  while (to > from && /\s/.test(text[to - 1]!)) to -= 1;
  if (to <= from) return null;
  return { page, start: from, end: to, quote: text.slice(from, to) };
}

/** A citation of a whole sentence. */
export function citeSentence(sentence: Sentence): Citation {
  return (
    citeSpan(sentence.page, sentence.source, sentence.start, sentence.end) ?? {
      page: sentence.page,
      start: sentence.start,
      end: sentence.end,
      quote: sentence.text,
    }
  );
}

/** A citation of part of a sentence, by offsets relative to the sentence's start. */
export function citeWithin(sentence: Sentence, start: number, end: number): Citation {
  return (
    citeSpan(sentence.page, sentence.source, sentence.start + start, sentence.start + end) ?? citeSentence(sentence)
  );
}

/** Collapses runs of white space, for an item's text (its citation keeps the original). */
export const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s•▪◦·*\u2022-]+/, '')
    .trim();

/** An item's text without its list mark or number ("1.", "a)", "(iii)", "☐"). */
export const itemText = (text: string) =>
  tidy(text)
    .replace(/^[☐□☑✓✔➢►]\s*/, '')
    .replace(/^o\s+(?=[A-Z])/, '')
    .replace(/^\(?(?:\d{1,2}|[a-zA-Z]|[ivxIVX]{1,4})[.)]\s+/, '')
    .replace(/\s*[;,]\s*(?:and|or)?\s*$/i, '')
    .trim();
