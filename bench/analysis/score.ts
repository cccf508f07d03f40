// Scoring an analysis result against the hand-made truth of a call (bench/analysis/README.md).
//
// Every field is scored as counts of true positives, false positives and false negatives, so
// precision, recall and F1 can be summed over calls and splits (micro-averaged):
// - a list (deadlines, eligibility, documents, criteria, limits) is matched one-to-one: every
//   (truth, predicted) pair that matches gets a score, and the pairs are taken best first, each
//   item at most once (greedy assignment); matched pairs are true positives, unmatched predicted
//   items false positives, unmatched truth items false negatives;
// - a single value (an award figure, the funder, the contact) is a true positive when both are
//   set and agree, a false positive when the prediction is set and wrong (and then also a false
//   negative when the truth is set), a false negative when only the truth is set.
// Text is compared by normalised tokens (see textSimilarity); amounts by decimal value.
import type { AnalysisResult } from '../../packages/shared/src/contracts/analysis';
import type { Truth } from './truth';

export type Counts = { tp: number; fp: number; fn: number };
export const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export function add(into: Counts, more: Counts): Counts {
  into.tp += more.tp;
  into.fp += more.fp;
  into.fn += more.fn;
  return into;
}

export function prf(counts: Counts): { precision: number | null; recall: number | null; f1: number | null } {
  const precision = counts.tp + counts.fp === 0 ? null : counts.tp / (counts.tp + counts.fp);
  const recall = counts.tp + counts.fn === 0 ? null : counts.tp / (counts.tp + counts.fn);
  const f1 =
    precision === null || recall === null
      ? null
      : precision + recall === 0
        ? 0
        : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Words that carry no meaning for matching ("must", "the", "of" …). */
const STOPWORDS = new Set(
  'a an and are as at be by can for from has have in is it its may must of on or our per should the their this to was we will with you your'.split(
    ' ',
  ),
);

/** Lower-cased ASCII words and numbers of a text, accents folded, stopwords dropped, as a set. */
export function tokens(text: string): Set<string> {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return new Set(folded.split(/[^a-z0-9]+/).filter((word) => word !== '' && !STOPWORDS.has(word)));
}

/**
 * How alike two texts are, 0 to 1: the share of the shorter text's tokens that the longer one
 * has (overlap coefficient), so a key-word paraphrase matches the sentence it paraphrases. When
 * the longer text has more than three times the shorter's tokens plus two, it is Jaccard
 * (shared / all), so a whole paragraph does not match every short item inside it.
 */
export function textSimilarity(a: string, b: string): number {
  const ta = tokens(a);
  const tb = tokens(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const word of ta) if (tb.has(word)) shared += 1;
  const short = Math.min(ta.size, tb.size);
  const long = Math.max(ta.size, tb.size);
  return long > 3 * short + 2 ? shared / (ta.size + tb.size - shared) : shared / short;
}

/** Two texts match at a similarity of at least this. */
export const TEXT_MATCH = 0.5;

/**
 * One-to-one greedy assignment: pairs scoring at least `threshold` (null = no match), best
 * first (ties by truth index, then predicted index), each item used at most once.
 */
export function assign<T, P>(
  truth: readonly T[],
  predicted: readonly P[],
  score: (t: T, p: P) => number | null,
  threshold = 0,
): Array<[number, number]> {
  const pairs: Array<{ t: number; p: number; s: number }> = [];
  truth.forEach((t, ti) =>
    predicted.forEach((p, pi) => {
      const s = score(t, p);
      if (s !== null && s >= threshold) pairs.push({ t: ti, p: pi, s });
    }),
  );
  pairs.sort((x, y) => y.s - x.s || x.t - y.t || x.p - y.p);
  const usedT = new Set<number>();
  const usedP = new Set<number>();
  const result: Array<[number, number]> = [];
  for (const { t, p } of pairs) {
    if (usedT.has(t) || usedP.has(p)) continue;
    usedT.add(t);
    usedP.add(p);
    result.push([t, p]);
  }
  return result;
}

export function listCounts<T, P>(
  truth: readonly T[],
  predicted: readonly P[],
  score: (t: T, p: P) => number | null,
  threshold = 0,
): Counts {
  const tp = assign(truth, predicted, score, threshold).length;
  return { tp, fp: predicted.length - tp, fn: truth.length - tp };
}

/** A single value: `same` says whether the two (both set) agree. */
export function valueCounts<T, P>(truth: T | null, predicted: P | null, same: (t: T, p: P) => boolean): Counts {
  if (truth === null && predicted === null) return zero();
  if (truth === null) return { tp: 0, fp: 1, fn: 0 };
  if (predicted === null) return { tp: 0, fp: 0, fn: 1 };
  return same(truth, predicted) ? { tp: 1, fp: 0, fn: 0 } : { tp: 0, fp: 1, fn: 1 };
}

/** "1200000.00" and "1200000" are the same amount; null when not a decimal. */
export function canonicalDecimal(value: string): string | null {
  const match = /^0*(\d+?)(?:\.(\d*?)0*)?$/.exec(value.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}.${match[2]}` : match[1]!;
}

export const sameAmount = (a: string, b: string) => {
  const ca = canonicalDecimal(a);
  return ca !== null && ca === canonicalDecimal(b);
};

function isIanaZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function utcOffset(zone: string, date: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * Time zones agree when both are null; or both are IANA zones with the same UTC offset on that
 * date (America/Toronto = America/New_York); or both are phrases ("proposer's local time") that
 * match as text.
 */
export function sameZone(truth: string | null, predicted: string | null, date: string): boolean {
  if (truth === null || predicted === null) return truth === predicted;
  const ianaT = isIanaZone(truth);
  const ianaP = isIanaZone(predicted);
  if (ianaT && ianaP) return utcOffset(truth, date) === utcOffset(predicted, date);
  if (ianaT !== ianaP) return false;
  return textSimilarity(truth, predicted) >= TEXT_MATCH;
}

const anyOf = (names: string | string[]) => (Array.isArray(names) ? names : [names]);

export const AWARD_FIGURES = ['min', 'max', 'typical', 'totalBudget'] as const;

/** The per-field counts of one result against one truth. */
export type FieldScores = Record<string, Counts>;

/** Counts that are not P/R/F1: wrong deadlines, invented figures, failed citations, … */
export type Tallies = {
  /** Predicted deadlines whose date the truth lists as a date that is not a deadline. */
  otherDateAsDeadline: number;
  /** Award figures (incl. number of awards and currency) reported where the truth has none. */
  inventedAwardFigure: number;
  /** Matched criteria whose weight agrees (both null, or equal within 0.5). */
  criterionWeightRight: number;
  criterionWeightMatched: number;
  /** Matched eligibility rules whose `hard` and `applies` agree with the truth. */
  eligibilityFlagsRight: number;
  eligibilityMatched: number;
};

export const zeroTallies = (): Tallies => ({
  otherDateAsDeadline: 0,
  inventedAwardFigure: 0,
  criterionWeightRight: 0,
  criterionWeightMatched: 0,
  eligibilityFlagsRight: 0,
  eligibilityMatched: 0,
});

export function scoreResult(truth: Truth, result: AnalysisResult): { fields: FieldScores; tallies: Tallies } {
  const fields: FieldScores = {};
  const tallies = zeroTallies();

  fields['deadlines (date)'] = listCounts(truth.deadlines, result.deadlines, (t, p) => (t.date === p.date ? 1 : null));
  fields['deadlines (date+time+zone)'] = listCounts(truth.deadlines, result.deadlines, (t, p) =>
    t.date === p.date && t.time === p.time && sameZone(t.timezone, p.timezone, t.date) ? 1 : null,
  );
  const deadlineDates = new Set(truth.deadlines.map((d) => d.date));
  const otherDates = new Set(truth.otherDates.map((d) => d.date));
  tallies.otherDateAsDeadline = result.deadlines.filter(
    (d) => otherDates.has(d.date) && !deadlineDates.has(d.date),
  ).length;
  fields['other dates'] = listCounts(truth.otherDates, result.otherDates, (t, p) => (t.date === p.date ? 1 : null));
  fields['rolling'] = valueCounts(truth.rolling || null, result.rolling || null, () => true);

  fields['award currency'] = valueCounts(truth.award.currency, result.award.currency, (t, p) => t === p.toUpperCase());
  for (const figure of AWARD_FIGURES) {
    const t = truth.award[figure];
    const p = result.award[figure]?.value ?? null;
    fields[`award ${figure}`] = valueCounts(t, p, sameAmount);
    if (t === null && p !== null) tallies.inventedAwardFigure += 1;
  }
  const awards = result.award.numberOfAwards?.value ?? null;
  fields['award numberOfAwards'] = valueCounts(truth.award.numberOfAwards, awards, (t, p) => t === p);
  if (truth.award.numberOfAwards === null && awards !== null) tallies.inventedAwardFigure += 1;
  if (truth.award.currency === null && result.award.currency !== null) tallies.inventedAwardFigure += 1;

  fields['duration min'] = valueCounts(
    truth.durationMonths.min,
    result.durationMonths.min?.value ?? null,
    (t, p) => t === p,
  );
  fields['duration max'] = valueCounts(
    truth.durationMonths.max,
    result.durationMonths.max?.value ?? null,
    (t, p) => t === p,
  );

  const eligibilityPairs = assign(
    truth.eligibility,
    result.eligibility,
    (t, p) => textSimilarity(t.text, p.text),
    TEXT_MATCH,
  );
  fields['eligibility'] = {
    tp: eligibilityPairs.length,
    fp: result.eligibility.length - eligibilityPairs.length,
    fn: truth.eligibility.length - eligibilityPairs.length,
  };
  for (const [ti, pi] of eligibilityPairs) {
    const t = truth.eligibility[ti]!;
    const p = result.eligibility[pi]!;
    tallies.eligibilityMatched += 1;
    if (t.hard === p.hard && t.applies === p.applies) tallies.eligibilityFlagsRight += 1;
  }

  fields['required documents'] = listCounts(
    truth.requiredDocuments,
    result.requiredDocuments,
    (t, p) => textSimilarity(t.text, p.text),
    TEXT_MATCH,
  );

  const criteriaPairs = assign(truth.criteria, result.criteria, (t, p) => textSimilarity(t.name, p.name), TEXT_MATCH);
  fields['criteria (names)'] = {
    tp: criteriaPairs.length,
    fp: result.criteria.length - criteriaPairs.length,
    fn: truth.criteria.length - criteriaPairs.length,
  };
  for (const [ti, pi] of criteriaPairs) {
    const t = truth.criteria[ti]!.weightPercent;
    const p = result.criteria[pi]!.weightPercent;
    tallies.criterionWeightMatched += 1;
    if (t === null ? p === null : p !== null && Math.abs(t - p) <= 0.5) tallies.criterionWeightRight += 1;
  }

  fields['limits'] = listCounts(
    truth.limits,
    result.limits,
    (t, p) =>
      t.pages === p.pages && t.words === p.words && t.characters === p.characters
        ? textSimilarity(t.appliesTo, p.appliesTo)
        : null,
    TEXT_MATCH,
  );

  const sameEmail = (t: string | string[], p: string) =>
    anyOf(t).some((e) => e.toLowerCase() === p.trim().toLowerCase());
  fields['contact email'] = valueCounts(truth.contactEmail, result.contactEmail?.value ?? null, sameEmail);
  const sameName = (t: string | string[], p: string) => anyOf(t).some((n) => textSimilarity(n, p) >= TEXT_MATCH);
  fields['funder'] = valueCounts(truth.funder, result.funder?.value ?? null, sameName);
  fields['programme'] = valueCounts(truth.programme, result.programme?.value ?? null, sameName);

  return { fields, tallies };
}

/** Fields summed into the total (each once: the date+time+zone deadline view is reported, not added). */
export function totalOf(fields: FieldScores): Counts {
  const total = zero();
  for (const [name, counts] of Object.entries(fields)) if (name !== 'deadlines (date+time+zone)') add(total, counts);
  return total;
}
