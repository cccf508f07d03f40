import type { Limit } from '@grantpilot/shared/contracts/analysis';
import { numberWord } from './number-words';
import { citeSentence, tidy } from './citation';
import type { Sentence } from './segment';

/**
 * Page, word and character limits: "The project narrative must not exceed 10 pages", "Abstract
 * (max. 250 words)", "a two-page CV", "2,000 characters including spaces". What the limit is for
 * is the phrase before it; "application" when the sentence names nothing.
 */

const N =
  '(\\d{1,3}(?:,\\d{3})*|\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty)';
// A side or sheet of A4 is a page: "four A4 sides", "two additional A4 sheets", "two sides of A4".
const UNIT =
  '(?:(?:additional |extra )?A4[- ])?(pages?|words?|characters?|chars?|sides?(?= of A4)|(?<=A4[- ])(?:sides?|sheets?))';
const CUE =
  /\b(?:maximum|max\.?|not (?:to )?exceed|must not exceed|should not exceed|no more than|no longer than|not more than|up to|limit(?:ed)? (?:of|to)|at most|(?:page|word|character) (?:limit|count|maximum)|within|retained to|kept to|limit (?:your|the|each) [\w-]+ to)\s*(?:of\s*)?(?:\(?\s*)?$|\b\d{1,4}\s*(?:to|-|–)\s*$/i;
const AMOUNT = new RegExp(`\\b${N}[- ]?${UNIT}\\b`, 'gi');
const AFTER_CUE = /^\s*(?:maximum|max\.?|max(?:imum)? length|limit|or (?:fewer|less))\b|^\s*\)/i;
const NOT_LIMIT =
  /\bfont\b|\bpoint size\b|\bminimum\b|\bat least\b|\bweb ?pages?\b|\bhome ?page\b|\bsee page\b|\bpage \d/i;

const count = (word: string) => numberWord(word.replace(/,/g, ''));

function subjectOf(text: string, at: number): string {
  let head = text.slice(0, at);
  // "Abstract (max. 250 words)", "Project narrative: 10 pages maximum", "CV – 2 pages".
  // The same in square brackets and with any cue: "Cover letter [one page maximum]", "letter of
  // interest (no more than 500 words)".
  head = head.replace(
    /[([]\s*(?:maximum|max\.?|up to|limit(?:ed)? to|no more than|not more than|not to exceed|at most)?\s*(?:of\s*)?$/i,
    '',
  );
  // A range's lower bound ("a brief proposal (3-", "Project time-line 0.5 - ") is no part of the name.
  head = head.replace(/\(?\s*\d{1,4}(?:[.,]\d+)?\s*(?:to|-|–)\s*$/, '');
  const parts = head.split(/[.:;–—\n]|\s-\s/);
  // The nearest part that names something: "Summary: up to" names the summary.
  for (let index = parts.length - 1; index >= Math.max(0, parts.length - 2); index -= 1) {
    let name = tidy(parts[index] ?? '').replace(/^(?:the|a|an|your|each|all|any)\s+/i, '');
    // "of"/"in" end the name only before the limit ("a CV of up to", "in no more than"): "Letter of
    // interest" and "Statement of purpose" keep theirs.
    name = name.replace(
      /(?:^|\s+)(?:must|should|shall|may|can|cannot|is|are|will|limited|not to exceed|to be|no more than|no longer than|up to|maximum|max\.?|with|at most|within|(?:of|in)(?=\s+(?:up to|no more than|not more than|maximum|max\b|at most|a maximum|\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\b))\b[\s\S]*$/i,
      '',
    );
    // "Please limit your answer to": the answer is what is limited.
    name = name.replace(/^(?:please\s+)?limit (?:your|the|each)\s+([\w-]+(?: [\w-]+)?) to$/i, '$1');
    name = name.replace(/[\s,(]+$/, '').trim();
    if (!name) continue;
    if (name.split(/\s+/).length > 8 || !/[a-z]/i.test(name) || /^(?:it|this|these|they|which)$/i.test(name)) break;
    // "Applicants should submit a maximum of three pages": who submits is not what is limited.
    if (/^(?:applicants?|candidates?|you|we)$/i.test(name)) break;
    return name;
  }
  return 'application';
}

export function extractLimits(sentences: readonly Sentence[]): Limit[] {
  const limits: Limit[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    const text = sentence.text;
    if (!/pages?|words?|char|A4/i.test(text)) continue;
    let limit: Limit | null = null;
    AMOUNT.lastIndex = 0;
    let match;
    while ((match = AMOUNT.exec(text)) !== null) {
      const value = count(match[1]!);
      if (value === null || value < 1) continue;
      const before = text.slice(Math.max(0, match.index - 40), match.index);
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
      const hyphenated = /-/.test(match[0]) && /^\s*[a-z]/i.test(after);
      if (NOT_LIMIT.test(before.slice(-20)) || NOT_LIMIT.test(match[0])) continue;
      if (!CUE.test(before) && !AFTER_CUE.test(after) && !hyphenated && !/\(\s*$/.test(before) && !/:\s*$/.test(before))
        continue;
      const unit = match[2]!.toLowerCase();
      let appliesTo: string;
      if (hyphenated && !limit) {
        const noun = /^\s*((?:[A-Za-z]+\s){0,3}?(?:[A-Za-z]+))/.exec(after);
        appliesTo = noun
          ? tidy(noun[1]!)
              .replace(/\b(?:is|are|must|should)\b.*$/i, '')
              .trim() || 'application'
          : 'application';
      } else if (/^\S+ (?:additional|extra) /i.test(match[0])) {
        // "up to two additional A4 sheets": the limit is on the extra sheets themselves.
        appliesTo = tidy(match[0].replace(/^\S+\s+/, ''));
      } else {
        appliesTo = subjectOf(text, match.index);
      }
      limit ??= { appliesTo, pages: null, words: null, characters: null, citation: citeSentence(sentence) };
      if (/^(?:page|side|sheet)/.test(unit)) limit.pages ??= value;
      else if (unit.startsWith('word')) limit.words ??= value;
      else limit.characters ??= value;
    }
    if (!limit) continue;
    const key = `${limit.appliesTo.toLowerCase()}|${limit.pages}|${limit.words}|${limit.characters}`;
    if (seen.has(key)) continue;
    seen.add(key);
    limits.push(limit);
  }
  return limits;
}
