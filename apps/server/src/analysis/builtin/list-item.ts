import type { Sentence } from './segment';

/**
 * Whether a sentence of a list item runs on after another sentence on the same line ("• The
 * curriculum vitae of the applicant. This must not exceed ten pages."): a remark on the item
 * (its length, its format, a condition), not an item of its own.
 */
export function continuesItem(sentence: Sentence): boolean {
  if (!sentence.listItem) return false;
  const first = sentence.start + (sentence.text.length - sentence.text.trimStart().length);
  const lineStart = sentence.source.lastIndexOf('\n', first - 1) + 1;
  const before = sentence.source.slice(lineStart, first);
  // Only a list mark or a number before it on its line: the item's own first sentence.
  return /[^\s•▪◦·●○■□*\u2022\u2013\-–—☐➢►✓✔]/.test(
    before.replace(/^\s*(?:\(?\d{1,2}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)])\s/i, ''),
  );
}

/**
 * Whether a list item is an indented line without a mark that carries on the item above it (a
 * Markdown continuation: "- Une association\n  La subvention de l'Etat représentera …"): prose
 * under the list, not an item. Short unmarked lines under a lead-in stay items.
 */
export function continuesList(sentence: Sentence): boolean {
  if (!sentence.listItem) return false;
  const first = sentence.start + (sentence.text.length - sentence.text.trimStart().length);
  const lineStart = sentence.source.lastIndexOf('\n', first - 1) + 1;
  const line = sentence.source.slice(lineStart, sentence.end);
  return (
    /^[ \t]+[^\s•▪◦·●○■□*\u2022\u2013\-–—☐➢►✓✔\d(]/.test(line) &&
    /[.!]\s*$/.test(sentence.text) &&
    sentence.text.trim().split(/\s+/).length > 5
  );
}

/**
 * Whether a list item is a line without a list mark after a blank line ("- eine Kostenkalkulation
 * …;" then a blank line, then "Bewerbungen sind dreimal im Jahr möglich: …"): a new paragraph
 * after the list, not one of its items.
 */
export function afterBlankLine(sentence: Sentence): boolean {
  if (!sentence.listItem) return false;
  const first = sentence.start + (sentence.text.length - sentence.text.trimStart().length);
  const lineStart = sentence.source.lastIndexOf('\n', first - 1) + 1;
  if (
    /^[ \t]*(?:[•▪◦·●○■□*\u2022\u2013\-–—☐➢►✓✔]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s/i.test(
      sentence.source.slice(lineStart, sentence.end),
    )
  )
    return false;
  const before = sentence.source.slice(0, lineStart).replace(/[ \t]+$/, '');
  return /\n[ \t]*\n$/.test(before) || before === '';
}

/**
 * The mark a list item's line opens with, by kind ("bullet •", "number", "letter", or "none" for
 * an unmarked line) and the indentation before it: the items of one list share both.
 */
export function markOf(sentence: Sentence): { indent: number; kind: string } {
  const first = sentence.start + (sentence.text.length - sentence.text.trimStart().length);
  const lineStart = sentence.source.lastIndexOf('\n', first - 1) + 1;
  const mark =
    /^([ \t]*)(?:([•▪◦·●○■□*\u2022\u2013\-–—☐➢►✓✔])|(\(?\d{1,2}[.)])|(\(?[a-z][.)])|(\(?[ivx]{1,4}[.)]))\s/i.exec(
      sentence.source.slice(lineStart, sentence.end),
    );
  if (!mark || lineStart + mark[0].length > first + 6) return { indent: 0, kind: 'none' };
  const kind = mark[2] ? `bullet ${mark[2]}` : mark[3] ? 'number' : mark[4] ? 'letter' : 'roman';
  return { indent: mark[1]!.length, kind };
}
