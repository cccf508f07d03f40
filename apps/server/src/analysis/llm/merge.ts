import type { Citation } from '@grantpilot/shared/contracts/analysis';
import type { Findings } from './findings';

/**
 * Merges the findings of a document's chunks, in document order. A single value (funder, an
 * award figure, a duration) comes from the first chunk that cites it, preferring a passage that
 * states the figure itself over one that only refers to it ("the amount stated below"). Lists
 * are deduplicated: deadlines by kind, date and time; the others by their normalised text.
 */
export function mergeFindings(all: readonly Findings[]): Findings {
  const deadlines = unique(
    all.flatMap((findings) => findings.deadlines),
    (deadline) => `${deadline.kind}|${deadline.date}|${deadline.time ?? ''}`,
  );
  const awardSource = (field: 'min' | 'max' | 'typical' | 'totalBudget') => firstCited(all, (f) => f.award[field]);
  const min = awardSource('min');
  const max = awardSource('max');
  const typical = awardSource('typical');
  const totalBudget = awardSource('totalBudget');
  // The currency of the chunk the first kept figure came from, so figure and currency agree;
  // else the first a chunk states. None without a figure.
  const figureChunk = [min, max, typical, totalBudget].find((source) => source.value !== null)?.chunk;
  const currency =
    figureChunk === undefined
      ? null
      : (all[figureChunk]?.award.currency ?? all.find((findings) => findings.award.currency)?.award.currency ?? null);
  return {
    funder: firstCited(all, (f) => f.funder).value,
    programme: firstCited(all, (f) => f.programme).value,
    contactEmail: firstCited(all, (f) => f.contactEmail).value,
    deadlines,
    otherDates: unique(
      all.flatMap((findings) => findings.otherDates),
      (date) => `${date.date}|${normalised(date.what)}`,
    ),
    rolling: deadlines.length === 0 && all.some((findings) => findings.rolling),
    award: {
      currency,
      min: min.value,
      max: max.value,
      typical: typical.value,
      totalBudget: totalBudget.value,
      numberOfAwards: firstCited(all, (f) => f.award.numberOfAwards).value,
    },
    durationMonths: {
      min: firstCited(all, (f) => f.durationMonths.min).value,
      max: firstCited(all, (f) => f.durationMonths.max).value,
    },
    eligibility: unique(
      all.flatMap((findings) => findings.eligibility),
      (rule) => `${rule.applies}|${normalised(rule.text)}`,
    ),
    requiredDocuments: unique(
      all.flatMap((findings) => findings.requiredDocuments),
      (document) => normalised(document.text),
    ),
    limits: unique(
      all.flatMap((findings) => findings.limits),
      (limit) => [normalised(limit.appliesTo), limit.pages, limit.words, limit.characters].join('|'),
    ),
    criteria: unique(
      all.flatMap((findings) => findings.criteria),
      (criterion) => normalised(criterion.name),
    ),
  };
}

type Cited<T> = { value: T; citation: Citation };

/** The first cited value in document order, preferring one whose passage states it. */
function firstCited<T extends string | number>(
  all: readonly Findings[],
  pick: (findings: Findings) => Cited<T> | null,
): { value: Cited<T> | null; chunk: number | undefined } {
  const candidates = all.flatMap((findings, chunk) => {
    const value = pick(findings);
    return value ? [{ value, chunk }] : [];
  });
  const chosen = candidates.find(({ value }) => statesFigure(value)) ?? candidates[0];
  return { value: chosen?.value ?? null, chunk: chosen?.chunk };
}

/**
 * True when the passage carries the value itself: its text for a name, the significant digits
 * of a figure ("1200000.00" in "€1.2 million" or "EUR 1,200,000").
 */
function statesFigure({ value, citation }: Cited<string | number>): boolean {
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value)) return true;
  const digits = String(value).replace(/\.0*$/, '').replace(/\./, '').replace(/^0+/, '').replace(/0+$/, '');
  return digits === '' || citation.quote.replace(/\D/g, '').includes(digits);
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Case, accents' composition, punctuation and spacing do not make two items different. */
export function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
