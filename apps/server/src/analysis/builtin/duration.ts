import type { Citation } from '@grantpilot/shared/contracts/analysis';
import { numberWord } from './number-words';
import { citeSentence } from './citation';
import {
  FOREIGN_DURATION,
  FOREIGN_DURATION_CONTEXT,
  FOREIGN_GRANT_WORD,
  FOREIGN_MIN_WORD,
  FOREIGN_NOT_DURATION,
  languageOfCall,
  type Language,
} from './languages';
import type { Sentence } from './segment';

/**
 * The project's duration in months: "up to 36 months", "between 12 and 24 months", "a maximum
 * duration of 3 years", "projects of 18–36 months". Years become months. Read only where the
 * words are about the project's (or grant's) length, not a report due "within 6 months".
 */

type Cited = { value: number; citation: Citation } | null;

const DURATION_CONTEXT =
  /\bduration\b|\blast(?:ing)?\b|\bproject (?:period|length)\b|\bgrant (?:period|term|duration)\b|\baward (?:period|term)\b|\bfunding period\b|\bperiod of performance\b|\bperiod of (?:up to|between|at least)?\b|\brun (?:for|over|up to)\b|\b(?:funded|awarded|granted|offered|tenable|supported) for\b|\bfor a (?:maximum|minimum|period)\b|\b(?:\d+|one|two|three|four|five|six|twelve|eighteen)[- ](?:month|year) (?:projects?|grants?|awards?|fellowships?|programmes?)\b|\bprojects? (?:of|should|must|can|may|will)\b|\bimplementation period\b|\bup to \w+ (?:months|years)\b|\bover (?:a period of )?(?:up to )?\w+ (?:(?:or|to) \w+ )?(?:months|years)\b|\b\d+[- ](?:month|year) period\b|\blonger than\b|\b(?:be|for|last) (?:between )?(?:\d{1,2}|one|two|three|four|five|six) (?:and|to|-) (?:\d{1,2}|two|three|four|five|six|seven|eight|ten) (?:months|years)\b/i;
const NOT_DURATION =
  /\bafter\b|\bbefore\b|\bprior to\b|\bago\b|\bold\b|\bexperience\b|\bestablished\b|\btrading\b|\boperating for\b|\breport|\bretain|\bkeep\b|\barchiv|\bpostdoc|\bPhD\b|\bsince\b|\bextension\b|\bextended\b|\bof the (?:deadline|award date)\b/i;

const UNIT = '(months?|years?)';
const N = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty-four|thirty-six)';
const RANGE = new RegExp(`\\b(?:between\\s+)?${N}(?:\\s*${UNIT})?\\s*(?:-|–|—|to|and|or)\\s*${N}[- ]${UNIT}`, 'gi');
const SINGLE = new RegExp(
  `(?:\\b(up to|maximum(?: of)?|max\\.?|not (?:to )?exceed|no (?:more|longer) than|(?:not )?(?:last )?longer than|within an?|at most|minimum(?: of)?|at least|no (?:less|shorter) than|a period of|of|for)\\s+)?\\b${N}[- ]${UNIT}`,
  'gi',
);

/**
 * "You must complete your project within six months of your project start date", "sums … to be
 * used within eighteen months of the award", "complete the project within 12 months from the date
 * of receipt of the grant": the time the grant's work or money must fit in, so its longest
 * length. Only a verb of finishing the project or using the grant counts, so a report or a
 * decision due "within 3 months" stays out.
 */
const WITHIN = new RegExp(
  `\\b(?:complet(?:e|ed|ion of)|finish(?:ed)?|(?:be |are |is )?(?:used|spent|utili[sz]ed))\\b[^.;:]{0,40}?\\bwithin\\s+(?:a period of\\s+)?${N}[- ]${UNIT}\\b(?!\\s+(?:of|from|after|following)\\s+(?:the\\s+)?(?:deadline|closing|submission|application|decision|end|completion|conclusion))`,
  'i',
);
const NOT_WITHIN =
  /\breport|\bevaluation|\bacquitt|\breceipts?\b(?! of)|\binvoices?\b|\bclaims?\b|\bdecisions?\b|\bnotif|\brespon/i;

const PAST_WITHIN = /\b(?:previous|past|last|earlier)\b/i;
const WORDS: Record<string, number> = { eighteen: 18, 'twenty-four': 24, 'thirty-six': 36 };
const count = (word: string) => WORDS[word.toLowerCase()] ?? numberWord(word);
const months = (value: number, unit: string) => (/^year/i.test(unit) ? value * 12 : value);

/**
 * The length in a sentence of a call in another language: a number of months or years with a
 * word of duration in the sentence or the one before ("Wie lang ist der Förderzeitraum? Maximal
 * 36 Monate."), or with a bound word and a grant word ("Projectsubsidie kunt u maximaal voor 3
 * jaar aanvragen"). An organisation's age, experience or a report after the project is no length.
 */
function foreignDuration(text: string, previous: string): { min: number | null; max: number | null } {
  const found = { min: null as number | null, max: null as number | null };
  if (FOREIGN_NOT_DURATION.test(text)) return found;
  const context = FOREIGN_DURATION_CONTEXT.test(text) || FOREIGN_DURATION_CONTEXT.test(previous);
  FOREIGN_DURATION.lastIndex = 0;
  let match;
  while ((match = FOREIGN_DURATION.exec(text)) !== null) {
    const bound = match[1] ?? '';
    if (!context && !(bound && FOREIGN_GRANT_WORD.test(text))) continue;
    const value = Number(match[2]);
    const total = /^(?:mois|mes|mese|mesi|monat|maand)/i.test(match[3]!) ? value : value * 12;
    if (value === 0 || total > 180) continue;
    if (bound && FOREIGN_MIN_WORD.test(bound)) found.min ??= total;
    else found.max ??= total;
  }
  return found;
}

export function extractDuration(
  sentences: readonly Sentence[],
  language: Language = languageOfCall(sentences),
): { min: Cited; max: Cited } {
  let min: Cited = null;
  let max: Cited = null;
  let within: Cited = null;
  const foreign = language !== 'en';
  for (const [index, sentence] of sentences.entries()) {
    const text = sentence.text;
    if (foreign) {
      const found = foreignDuration(text, sentences[index - 1]?.text ?? '');
      if (found.min !== null) min ??= { value: found.min, citation: citeSentence(sentence) };
      if (found.max !== null) max ??= { value: found.max, citation: citeSentence(sentence) };
    }
    if (!within && !NOT_WITHIN.test(text) && !PAST_WITHIN.test(text)) {
      const found = WITHIN.exec(text);
      const value = found ? count(found[1]!) : null;
      if (found && value) within = { value: months(value, found[2]!), citation: citeSentence(sentence) };
    }
    const headed = /duration|length|period/.test(sentence.heading);
    if (!DURATION_CONTEXT.test(text) && !headed) continue;
    RANGE.lastIndex = 0;
    const range = RANGE.exec(text);
    if (
      range &&
      !NOT_DURATION.test(text.slice(Math.max(0, range.index - 30), range.index)) &&
      // "between two and five years of experience", "… years prior to the call": not a length.
      // "in the last two or three months of the calendar year": a time of year, not a length.
      !/^\s*(?:prior|before|after|ago|old|since|of (?:experience|age|research)|of (?:the|each|every|a) (?:calendar |financial |academic )?year)\b/i.test(
        text.slice(range.index + range[0].length),
      )
    ) {
      const low = count(range[1]!);
      const high = count(range[3]!);
      if (low !== null && high !== null && low < high) {
        const unit = range[4]!;
        const lowUnit = range[2] ?? unit;
        min ??= { value: months(low, lowUnit), citation: citeSentence(sentence) };
        max ??= { value: months(high, unit), citation: citeSentence(sentence) };
        continue;
      }
    }
    SINGLE.lastIndex = 0;
    let match;
    while ((match = SINGLE.exec(text)) !== null) {
      const before = text.slice(Math.max(0, match.index - 40), match.index);
      if (NOT_DURATION.test(before) || NOT_DURATION.test(match[0])) continue;
      // "in the last 12 months" looks back; "most projects have a term of three years" is typical, not a bound.
      // ("Projects can last up to 24 months" is a length: "last" there is the verb.)
      if (
        /\b(?:last|past|previous|preceding)\s*$/i.test(before) &&
        !/\b(?:can|may|will|should|must|shall|could|would|to|not|projects?|grants?|awards?)\s+last\s*$/i.test(before)
      )
        continue;
      // "once in every rolling 12 month period", "in any 12-month period": a window for applying or
      // for a cap, not the project's length.
      if (/\b(?:any|every|each|rolling)\s*$/i.test(before)) continue;
      if (/\b(?:most|typical(?:ly)?|usually|normally|on average|average)\b/i.test(before)) continue;
      // "within 3 months of the award" is a time limit, "two years from the proposed start date" a length.
      const rest = text.slice(match.index + match[0].length);
      // ("up to three years of funding" is a length: what follows "of" is the grant itself.)
      if (
        /^\s*(?:of|after|before|following|ago)\b/i.test(rest) &&
        !/^\s*of (?:funding|support|research|work|salary support)\b/i.test(rest)
      )
        continue;
      if (/^\s*from\b/i.test(rest) && !/^\s*from (?:the )?(?:proposed |project |planned |actual )?start/i.test(rest))
        continue;
      const value = count(match[2]!);
      if (value === null || value === 0) continue;
      const total = months(value, match[3]!);
      if (total > 180) continue;
      const cue = (match[1] ?? '').toLowerCase();
      // "one-year grants": the grants' fixed length, unless the sentence speaks of earlier ones.
      if (
        !cue &&
        /^[- ]?\w+-(?:month|year)$/i.test(match[0].trim()) &&
        /^\s+(?:grants|awards|fellowships|projects)\b/i.test(rest) &&
        !/\b(?:previous|past|last|prior|earlier)\b/i.test(text)
      ) {
        min ??= { value: total, citation: citeSentence(sentence) };
        max ??= { value: total, citation: citeSentence(sentence) };
        continue;
      }
      if (/^(?:minimum|at least|no (?:less|shorter))/.test(cue))
        min ??= { value: total, citation: citeSentence(sentence) };
      else if (cue || /duration|last|period|run|funded for/i.test(text))
        max ??= { value: total, citation: citeSentence(sentence) };
    }
  }
  // A stated duration comes first; the time to finish or spend the grant only when none is stated.
  max ??= within;
  if (min && max && min.value > max.value) min = null;
  return { min, max };
}
