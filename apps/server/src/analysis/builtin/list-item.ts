import type { Sentence } from './segment';

/** The characters that mark a list item's line ("•", "-", "☐", "✓", …), for a character class. */
const MARKS = '•▪◦·●○■□*\\u2022\\u2013\\-–—☐➢►✓✔';

/** Where a sentence's first character stands, and where the line it is on starts. */
export function lineOf(sentence: Sentence): { first: number; lineStart: number } {
  const first = sentence.start + (sentence.text.length - sentence.text.trimStart().length);
  return { first, lineStart: sentence.source.lastIndexOf('\n', first - 1) + 1 };
}

const OTHER_THAN_A_MARK = new RegExp(`[^\\s${MARKS}]`);
const UNMARKED_INDENTED_LINE = new RegExp(`^[ \\t]+[^\\s${MARKS}\\d(]`);
const MARKED_LINE = new RegExp(`^[ \\t]*(?:[${MARKS}]|\\(?\\d{1,2}[.)]|\\(?[a-z][.)])\\s`, 'i');
const MARK = new RegExp(`^([ \\t]*)(?:([${MARKS}])|(\\(?\\d{1,2}[.)])|(\\(?[a-z][.)])|(\\(?[ivx]{1,4}[.)]))\\s`, 'i');

/**
 * Whether a sentence of a list item runs on after another sentence on the same line ("• The
 * curriculum vitae of the applicant. This must not exceed ten pages."): a remark on the item
 * (its length, its format, a condition), not an item of its own.
 */
export function continuesItem(sentence: Sentence): boolean {
  if (!sentence.listItem) return false;
  const { first, lineStart } = lineOf(sentence);
  const before = sentence.source.slice(lineStart, first);
  // Only a list mark or a number before it on its line: the item's own first sentence.
  return OTHER_THAN_A_MARK.test(before.replace(/^\s*(?:\(?\d{1,2}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)])\s/i, ''));
}

/**
 * Whether a list item is an indented line without a mark that carries on the item above it (a
 * Markdown continuation: "- Une association\n  La subvention de l'Etat représentera …"): prose
 * under the list, not an item. Short unmarked lines under a lead-in stay items.
 */
export function continuesList(sentence: Sentence): boolean {
  if (!sentence.listItem) return false;
  const line = sentence.source.slice(lineOf(sentence).lineStart, sentence.end);
  return (
    UNMARKED_INDENTED_LINE.test(line) && /[.!]\s*$/.test(sentence.text) && sentence.text.trim().split(/\s+/).length > 5
  );
}

/**
 * Whether a list item is a line without a list mark after a blank line ("- eine Kostenkalkulation
 * …;" then a blank line, then "Bewerbungen sind dreimal im Jahr möglich: …"): a new paragraph
 * after the list, not one of its items.
 */
export function afterBlankLine(sentence: Sentence): boolean {
  if (!sentence.listItem) return false;
  const { lineStart } = lineOf(sentence);
  if (MARKED_LINE.test(sentence.source.slice(lineStart, sentence.end))) return false;
  const before = sentence.source.slice(0, lineStart).replace(/[ \t]+$/, '');
  return /\n[ \t]*\n$/.test(before) || before === '';
}

/**
 * The mark a list item's line opens with, by kind ("bullet •", "number", "letter", or "none" for
 * an unmarked line) and the indentation before it: the items of one list share both.
 */
export function markOf(sentence: Sentence): { indent: number; kind: string } {
  const { first, lineStart } = lineOf(sentence);
  const mark = MARK.exec(sentence.source.slice(lineStart, sentence.end));
  if (!mark || lineStart + mark[0].length > first + 6) return { indent: 0, kind: 'none' };
  const kind = mark[2] ? `bullet ${mark[2]}` : mark[3] ? 'number' : mark[4] ? 'letter' : 'roman';
  return { indent: mark[1]!.length, kind };
}

/**
 * A list item whose line ends without a stop and runs on into an indented line that opens a new
 * sentence ("- Un consortium d'associations\n  La subvention de l'Etat représentera …"): the item
 * is its own line; the indented line is prose under the list (Markdown's lazy continuation).
 */
export function itemLine(sentence: Sentence): Sentence {
  if (!sentence.listItem) return sentence;
  const cut = /[^.;:!?,\s][ \t]*\n[ \t]+(?=\p{Lu})/u.exec(sentence.text);
  if (!cut) return sentence;
  const end = cut.index + 1;
  return { ...sentence, text: sentence.text.slice(0, end), end: sentence.start + end };
}
