import type { Amount } from './amounts';
import type { Field } from './award-cues';
import type { Sentence } from './segment';

/**
 * The award field a label gives a figure: a line above it, a "Label:" before it on its line, a
 * table's column header or first cell.
 */

/** What a label above a bare figure names: "Max Grant Amount", "Budget", "Funding availability". */
function fieldOfLabel(label: string): Field | null {
  // A bare "Total:" line sums the lines above it (a budget breakdown, the grants of past years),
  // not a budget the call offers.
  if (/^(?:grand |sub-?)?total(?: costs?)?$/i.test(label.trim())) return null;
  // A bound or total of something else ("Minimum wage", "Maximum hours", "Total project cost") names
  // no figure of the award: the label must name the grant, an amount or a budget, or be the bound alone.
  if (!AWARD_LABEL.test(label) && !/^\s*(?:min(?:imum|\.)?|max(?:imum|\.)?|up to)\s*$/i.test(label)) return null;
  if (/\bmin(?:imum|\.)?\b|\bfloor\b|\bsmallest\b/i.test(label)) return 'min';
  if (/\bmax(?:imum|\.)?\b|\bup to\b|\bceiling\b|\blargest\b/i.test(label)) return 'max';
  if (/\btypical\b|\baverage\b/i.test(label)) return 'typical';
  if (
    /\btotal\b|\bbudget\b|\bfunding availab|\bavailable funding\b|\bfunds available\b|\bfunding available\b|\bprogramme funding\b/i.test(
      label,
    )
  )
    return 'totalBudget';
  if (/^(?:award|grant|funding)?\s*(?:amount|size|value)s?$|^(?:award|grant)$/i.test(label.trim())) return 'max';
  return null;
}

/** Words that make a label name a figure of the award: the grant, its amount, size or value, a budget, the funds. */
const AWARD_LABEL =
  /\b(?:grants?|awards?|funding|funds?|amounts?|sizes?|values?|sums?|budgets?|requests?|contributions?|support|allocations?|envelope|pot|prizes?|fellowships?|bursar(?:y|ies)|scholarships?|stipends?|subsid(?:y|ies))\b/i;

/** Words that may stand before a figure a label explains: "Award amount" above "Up to £50,000". */
const VALUE_PREFIX =
  /^[\s\W]*(?:(?:up to|maximum(?: of)?|max\.?|minimum(?: of)?|min\.?|from|at least|approximately|about|around)\s*)?$/i;

/**
 * The field a label gives a figure: the line above ("Max Grant Amount" then "€5,000,000"), the
 * label before a colon on its line ("Budget: EUR 153,000,000"), or in a
 * table the figure's column header or the row's first cell ("| Amount | Up to £100,000 |"). A
 * generic label ("Award amount") takes the cue written before the figure ("Up to").
 */
export function labelField(sentence: Sentence, amount: Amount, cued: Field, at: number): Field | null {
  const cell = sentence.cells?.find((candidate) => candidate.start <= amount.start && amount.end <= candidate.end);
  const labels: string[] = [];
  let prefix: string;
  if (cell) {
    prefix = sentence.text.slice(cell.start, amount.start);
    if (cell.header) labels.push(cell.header);
    const first = sentence.cells![0]!;
    if (first !== cell) labels.push(sentence.text.slice(first.start, first.end));
  } else {
    prefix = sentence.text.slice(0, amount.start);
    // A listing's "Label: value" line ("Budget: EUR 153,000,000", "Award ceiling: $50,000").
    const inline = /^\s*([A-Za-z][A-Za-z ()'’-]{1,40}?)\s*:\s*/.exec(prefix);
    if (inline && VALUE_PREFIX.test(prefix.slice(inline[0].length))) {
      labels.push(inline[1]!);
      prefix = prefix.slice(inline[0].length);
    } else if (sentence.label) labels.push(sentence.label);
  }
  if (!VALUE_PREFIX.test(prefix)) return null;
  for (const label of labels) {
    const field = fieldOfLabel(label);
    if (!field) continue;
    const generic = /^(?:award|grant|funding)?\s*(?:amount|size|value)s?$|^(?:award|grant)$/i.test(label.trim());
    if (generic && /\bfrom\s*$/i.test(prefix)) return 'min';
    return generic && at >= 0 ? cued : field;
  }
  return null;
}
