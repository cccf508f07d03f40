import { numberWord } from './number-words';

/**
 * The term of an award stated per period ("£50,000 per year for up to 3 years"), so that its
 * ceiling can be reported over the whole term.
 */

const TERM_NUMBER = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
/** The longest term after a rate: "per year for up to 3 years", "a month for a maximum of six months". */
const TERM_AFTER = new RegExp(
  `^\\s*\\)?\\s*(?:per|a|each|every|/)\\s*(year|annum|yr|month)\\b[^.;]{0,30}?\\b(?:for|over|during)\\s+(?:(?:up to|a maximum of|a period of(?: up to)?|no more than|at most|a total of)\\s+)?${TERM_NUMBER}\\s*(?:-|\\s)?(years?|months?)\\b`,
  'i',
);
/** "a three-year fellowship worth £30,000 per year". */
const TERM_BEFORE = new RegExp(
  `\\b${TERM_NUMBER}[- ](year|month)s? (?:grants?|awards?|fellowships?|projects?|programmes?|programs?|scholarships?|studentships?|bursar(?:y|ies))\\b`,
  'i',
);

/** How many periods the longest term of a per-period award spans, or null when it is not stated. */
export function termOf(after: string, before: string): number | null {
  const stated = TERM_AFTER.exec(after);
  let count: number | null;
  let rate: string;
  let unit: string;
  if (stated) {
    rate = stated[1]!.toLowerCase();
    count = numberWord(stated[2]!);
    unit = stated[3]!.toLowerCase();
  } else {
    const prior = TERM_BEFORE.exec(before);
    const per = /^\s*\)?\s*(?:per|a|each|every|\/)\s*(year|annum|yr|month)\b/i.exec(after);
    if (!prior || !per) return null;
    rate = per[1]!.toLowerCase();
    count = numberWord(prior[1]!);
    unit = prior[2]!.toLowerCase();
  }
  if (count === null || count < 1) return null;
  const yearly = rate !== 'month';
  if (yearly) return unit.startsWith('year') ? count : null;
  return unit.startsWith('month') ? count : count * 12;
}
