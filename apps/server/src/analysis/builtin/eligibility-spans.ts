import { tidy } from './citation';
import { COSTS, HEADING, INELIGIBLE, MECHANICS, RULE_LEAD_IN, SUBJECT } from './eligibility-cues';
import { partsBetween, type Sentence } from './segment';
/**
 * Where a sentence of rules is cut into rules: its clauses, a list written inline, rules in a
 * bracket, a labelled value, the head of a long rule.
 */

/** Where a rule sentence joins two requirements: "; " or " and " before a verb of its own. */
export const CLAUSE_JOIN = /;\s+|,?\s+and\s+(?=(?:has|have|is|are|must|should|holds?|will|can)\b)/g;

export function clausesOf(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let from = 0;
  CLAUSE_JOIN.lastIndex = 0;
  let match;
  while ((match = CLAUSE_JOIN.exec(text)) !== null) {
    spans.push([from, match.index]);
    from = match.index + match[0].length;
  }
  spans.push([from, text.length]);
  return spans.every(([start, end]) => text.slice(start, end).trim().split(/\s+/).length >= 4) ? spans : [];
}

/**
 * "The following are not eligible to apply: for-profit organisations, individuals, or schools.":
 * a list written after a lead-in in one sentence, as spans of its items (offsets within the
 * sentence), when the lead-in is about who may apply and every item is short.
 */
export function inlineItems(text: string): [number, number][] | null {
  const colon = /^([^:]{6,160}):\s+/.exec(text);
  if (!colon) return null;
  const head = colon[1]!;
  if (!INELIGIBLE.test(head) && !RULE_LEAD_IN.test(head) && !HEADING.test(head.toLowerCase())) return null;
  return listSpans(text, colon[0].length, text.length);
}

/** The items of a list written from `from` to `to` of a text, as spans, or null when it is no list of short items. */
export function listSpans(text: string, from: number, to: number): [number, number][] | null {
  const tail = text.slice(from, to).replace(/[.;\s]+$/, '');
  if (tail.length > 600) return null;
  // Joins outside brackets: ", ", ", and ", ", or ", "; ". A bare " and " or " or " joins only
  // the last two items ("A, B and C"; "A or B"): inside an earlier item ("individuals or
  // partnerships, hospitals") or after ", or" ("…, or Commonwealth or State agencies") it is part
  // of the item.
  const spans: [number, number][] = [];
  const bare = /\s+(?:and|or)\s+/g;
  const splitBare = (start: number, end: number) => {
    let at = start;
    bare.lastIndex = 0;
    const part = tail.slice(start, end);
    let match;
    while ((match = bare.exec(part)) !== null) {
      if (/\([^)]*$/.test(part.slice(0, match.index))) continue;
      spans.push([from + at, from + start + match.index]);
      at = start + match.index + match[0].length;
    }
    spans.push([from + at, from + end]);
  };
  const join = /\([^)]*\)|,\s*(?:(and|or)\s+)?|;\s*/g;
  let at = 0;
  let serial = false;
  let match;
  while ((match = join.exec(tail)) !== null) {
    if (match[0].startsWith('(')) continue;
    spans.push([from + at, from + match.index]);
    at = match.index + match[0].length;
    serial = match[1] !== undefined;
  }
  if (serial) spans.push([from + at, from + tail.length]);
  else splitBare(at, tail.length);
  const items = spans.map(([start, end]) => text.slice(start, end).trim());
  if (items.length < 2 || items.length > 15) return null;
  return items.every((item) => item.length > 0 && item.split(/\s+/).length <= 10) ? spans : null;
}

/**
 * A long rule that names a kind of applicant and then lists examples of it ("An incorporated not
 * for profit organisation including incorporated associations (like …), indigenous corporations,
 * …") is that kind; the citation keeps the examples.
 */
export function headOf(given: string): string {
  // "…signatories. -": the dash of the next item, on a line of its own, is no part of this one.
  // "The chief executive, Jane Doe, said the grants are open to …" (a news page): the rule is
  // what was said.
  // "…, and that there is a focus on …" is a second thing said.
  const text = given
    .replace(/\s+[-–—•]$/, '')
    .replace(REPORTED_SPEECH, '')
    .replace(/,\s+and that\s.*$/s, '');
  if (text.split(/\s+/).length <= 25) return text;
  const cut = /,?\s+(?:including|such as|e\.g\.|for example|like)\s/i.exec(text);
  if (cut && text.slice(0, cut.index).split(/\s+/).length >= 3) return text.slice(0, cut.index);
  // "Be able to spend all the grant funding before 31 March 2021, and supply documentary evidence
  // … – these costs should relate to …": a long rule is stated by its first clause; what follows
  // a dash, a bracket, a semicolon or ", and" adds to it.
  // (", and" then a verb or "that": not the last item of a list, "509(a)(2), and 509(a)(3)".)
  for (const clause of text.matchAll(
    /\s+[–—-]\s+|\s+\(|;\s+|,\s+and\s+(?=(?:that|there|it|this|these|supply|provide|submit|send|be|have|has|must|should|will|can|may|is|are)\b)/gi,
  ))
    if (text.slice(0, clause.index).split(/\s+/).length >= 6) return text.slice(0, clause.index);
  return text;
}
/** The speaker of a news page's reported speech, before what was said ("…, said the grants are open to …"). */
export const REPORTED_SPEECH =
  /^[^.]{3,100}?\b(?:(?:said|says)(?: that)?|(?:stated|explained|added|noted|announced) that)\s+(?=\S+(?:\s+\S+){3})/i;

export const OWN_RULE_LEAD_IN =
  /^\s*(\S.*?\bmust (?:have|hold|be)\b.{3,}?),?\s+and (?:must )?(?:be|meet|satisfy|fall into|have)? ?(?:one|any|all|each|either) of the following\b[^:]*:\s*$/i;

/** A label whose value says who may apply: "Eligibility", "Who can apply", "Eligible countries", "Open to". */
export const ELIGIBILITY_LABEL =
  /^(?:eligib(?:le|ility)(?: (?:applicants?|organi[sz]ations?|entities|countries|institutions?|criteria|requirements?|nationalit(?:y|ies)))?|who (?:can|may) apply|open to|applicant types?|eligible to apply)$/i;

/**
 * The value a label gives (offsets within the sentence): a table row "| Eligibility | UK-based
 * charities |" or "Eligible countries: all EU Member States". (A line under such a label is left
 * to the section's rules: it is as often the sub-heading of the sentence after it.)
 */
export function labelledValue(sentence: Sentence): [number, number] | null {
  const cells = sentence.cells;
  if (cells && cells.length === 2) {
    const label = tidy(sentence.text.slice(cells[0]!.start, cells[0]!.end)).replace(/:$/, '');
    return ELIGIBILITY_LABEL.test(label) ? [cells[1]!.start, cells[1]!.end] : null;
  }
  if (cells) return null;
  const colon = /^\s*([^:\n]{3,40}):\s+(?=\S)/.exec(sentence.text);
  if (colon && ELIGIBILITY_LABEL.test(colon[1]!.trim())) return [colon[0].length, sentence.text.length];
  return null;
}

/**
 * Rules written in a bracket ("We welcome applications from groups and organisations
 * (organisations must be not for profit and statutory organisations may not apply)"), as spans
 * within the text: each part that names who applies and requires or refuses.
 */
export function bracketRules(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const group of text.matchAll(/\(([^()]{10,240})\)/g)) {
    const from = group.index + 1;
    const inner = group[1]!;
    const parts = partsBetween(
      inner,
      from,
      /,?\s+and\s+(?=(?:[\w-]+\s+){1,3}(?:must|may not|cannot|can[’']t|can not|are not|is not)\b)/g,
    );
    for (const [start, end] of parts) {
      const part = text.slice(start, end);
      if (
        SUBJECT.test(part) &&
        (INELIGIBLE.test(part) || /\bmust (?:not )?(?:be|have|hold)\b/i.test(part)) &&
        !COSTS.test(part) &&
        !MECHANICS.test(part)
      )
        spans.push([start, end]);
    }
  }
  return spans;
}
