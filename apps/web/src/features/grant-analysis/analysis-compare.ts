import type { AnalysisResult, Citation } from '@grantpilot/shared/contracts/analysis';
import { formatDate } from '../../lib/format-date';
import { DEADLINE_KIND_LABELS, formatAward } from './analysis-format';

/**
 * Two runs of one document compared fact by fact (PRODUCT §7 History): values, never
 * citations. A deadline by kind, date, time and zone; an award figure by value and currency;
 * eligibility, required documents and criteria by their normalised text; a limit by what it
 * applies to and its numbers.
 */

export type CompareStatus = 'same' | 'differs' | 'onlyA' | 'onlyB';

/** What one run found for a row: the value in words and where the text says it. */
export interface CompareCell {
  text: string;
  citation: Citation | null;
}

export interface CompareRow {
  key: string;
  label: string;
  a: CompareCell | null;
  b: CompareCell | null;
  status: CompareStatus;
}

export const COMPARE_SECTIONS = [
  { id: 'deadlines', title: 'Deadlines' },
  { id: 'money', title: 'Funding' },
  { id: 'duration', title: 'Project duration' },
  { id: 'eligibility', title: 'Eligibility' },
  { id: 'documents', title: 'Required documents' },
  { id: 'limits', title: 'Page and word limits' },
  { id: 'criteria', title: 'Evaluation criteria' },
  { id: 'who', title: 'Funder, programme and contact' },
] as const;
export type CompareSectionId = (typeof COMPARE_SECTIONS)[number]['id'];

export interface CompareSection {
  id: CompareSectionId;
  title: string;
  rows: CompareRow[];
}

export interface Comparison {
  sections: CompareSection[];
  /** Rows that differ or were found by only one run. */
  differ: number;
  same: number;
}

/** Text compared as people read it: case, spacing, quotes and end punctuation do not count. */
export function normaliseText(text: string) {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—•*·:;,.]+|[\s:;,.]+$/g, '')
    .trim();
}

/** A decimal string without meaningless zeros: "1200000.00" and "1200000" are one figure. */
export function normaliseDecimal(value: string) {
  const [whole = '0', fraction = ''] = value.split('.');
  const int = whole.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

interface Keyed {
  /** What matches an item of A with one of B. */
  match: string;
  /** What must be equal for the two to be "same". */
  value: string;
  label: string;
  cell: CompareCell;
}

function statusOf(a: Keyed | null, b: Keyed | null): CompareStatus {
  if (a && b) return a.value === b.value ? 'same' : 'differs';
  return a ? 'onlyA' : 'onlyB';
}

/**
 * Pairs the items of two lists by their match key, in A's order then B's leftovers; a key seen
 * more than once pairs its first with the other's first, its second with the second, and so on.
 */
function pairLists(prefix: string, a: Keyed[], b: Keyed[]): CompareRow[] {
  const numbered = (items: Keyed[]) => {
    const seen = new Map<string, number>();
    return items.map((item) => {
      const n = seen.get(item.match) ?? 0;
      seen.set(item.match, n + 1);
      return { key: `${item.match}#${n}`, item };
    });
  };
  const left = numbered(a);
  const right = new Map(numbered(b).map((entry) => [entry.key, entry.item]));
  const rows: CompareRow[] = left.map(({ key, item }) => {
    const other = right.get(key) ?? null;
    right.delete(key);
    return {
      key: `${prefix}:${key}`,
      label: item.label,
      a: item.cell,
      b: other?.cell ?? null,
      status: statusOf(item, other),
    };
  });
  for (const [key, item] of right) {
    rows.push({ key: `${prefix}:${key}`, label: item.label, a: null, b: item.cell, status: 'onlyB' });
  }
  return rows;
}

/** One fact each run may or may not state: a row unless neither does. */
function single(key: string, label: string, a: Keyed | null, b: Keyed | null): CompareRow[] {
  if (!a && !b) return [];
  return [{ key, label, a: a?.cell ?? null, b: b?.cell ?? null, status: statusOf(a, b) }];
}

function deadlines(result: AnalysisResult): Keyed[] {
  return result.deadlines.map((deadline) => {
    const when = [formatDate(deadline.date), deadline.time ?? ''].filter(Boolean).join(', ');
    return {
      match: deadline.kind,
      value: [deadline.kind, deadline.date, deadline.time ?? '', deadline.timezone ?? ''].join('|'),
      label: DEADLINE_KIND_LABELS[deadline.kind],
      cell: { text: deadline.timezone ? `${when} (${deadline.timezone})` : when, citation: deadline.citation },
    };
  });
}

const AWARD_ROWS = [
  ['max', 'Award, at most'],
  ['min', 'Award, at least'],
  ['typical', 'Typical award'],
  ['totalBudget', 'Total budget'],
] as const;

function awardFigure(result: AnalysisResult, field: (typeof AWARD_ROWS)[number][0]): Keyed | null {
  const fact = result.award[field];
  if (!fact) return null;
  const currency = result.award.currency;
  return {
    match: field,
    value: `${normaliseDecimal(fact.value)} ${currency ?? ''}`,
    label: field,
    cell: { text: formatAward(fact.value, currency), citation: fact.citation },
  };
}

function counted(fact: { value: number; citation: Citation } | null, unit: string): Keyed | null {
  if (!fact) return null;
  return {
    match: '',
    value: String(fact.value),
    label: '',
    cell: { text: `${fact.value}${unit}`, citation: fact.citation },
  };
}

function named(fact: { value: string; citation: Citation } | null): Keyed | null {
  if (!fact) return null;
  return {
    match: '',
    value: normaliseText(fact.value),
    label: '',
    cell: { text: fact.value, citation: fact.citation },
  };
}

function eligibility(result: AnalysisResult): Keyed[] {
  return result.eligibility.map((rule) => ({
    match: normaliseText(rule.text),
    value: `${rule.applies}|${rule.hard}`,
    label: rule.hard ? 'Requirement' : 'Preference',
    cell: {
      text: `${rule.text} (${rule.hard ? 'hard requirement' : 'preference'}${rule.applies === 'ineligible' ? ', not eligible' : ''})`,
      citation: rule.citation,
    },
  }));
}

function requiredDocuments(result: AnalysisResult): Keyed[] {
  return result.requiredDocuments.map((document) => ({
    match: normaliseText(document.text),
    value: '',
    label: 'Document',
    cell: { text: document.text, citation: document.citation },
  }));
}

function limitWords(limit: AnalysisResult['limits'][number]) {
  const parts = [
    limit.pages !== null ? `${limit.pages} pages` : null,
    limit.words !== null ? `${limit.words} words` : null,
    limit.characters !== null ? `${limit.characters} characters` : null,
  ].filter(Boolean);
  return parts.join(', ') || 'no figure';
}

function limits(result: AnalysisResult): Keyed[] {
  return result.limits.map((limit) => ({
    match: normaliseText(limit.appliesTo),
    value: [limit.pages, limit.words, limit.characters].join('|'),
    label: limit.appliesTo,
    cell: { text: limitWords(limit), citation: limit.citation },
  }));
}

function criteria(result: AnalysisResult): Keyed[] {
  return result.criteria.map((criterion) => ({
    match: normaliseText(criterion.name),
    value: String(criterion.weightPercent),
    label: criterion.name,
    cell: {
      text: criterion.weightPercent === null ? 'no weight stated' : `${criterion.weightPercent}%`,
      citation: criterion.citation,
    },
  }));
}

/** The two results compared, section by section, and how many facts differ and how many agree. */
export function compareResults(a: AnalysisResult, b: AnalysisResult): Comparison {
  const rows: Record<CompareSectionId, CompareRow[]> = {
    deadlines: [
      ...pairLists('deadline', deadlines(a), deadlines(b)),
      ...(a.rolling || b.rolling
        ? single(
            'rolling',
            'Rolling (taken at any time)',
            {
              match: '',
              value: String(a.rolling),
              label: '',
              cell: { text: a.rolling ? 'yes' : 'no', citation: null },
            },
            {
              match: '',
              value: String(b.rolling),
              label: '',
              cell: { text: b.rolling ? 'yes' : 'no', citation: null },
            },
          )
        : []),
    ],
    money: [
      ...AWARD_ROWS.flatMap(([field, label]) =>
        single(`award:${field}`, label, awardFigure(a, field), awardFigure(b, field)),
      ),
      ...single(
        'award:numberOfAwards',
        'Number of awards',
        counted(a.award.numberOfAwards, ''),
        counted(b.award.numberOfAwards, ''),
      ),
    ],
    duration: [
      ...single(
        'duration:min',
        'Duration, at least',
        counted(a.durationMonths.min, ' months'),
        counted(b.durationMonths.min, ' months'),
      ),
      ...single(
        'duration:max',
        'Duration, at most',
        counted(a.durationMonths.max, ' months'),
        counted(b.durationMonths.max, ' months'),
      ),
    ],
    eligibility: pairLists('eligibility', eligibility(a), eligibility(b)),
    documents: pairLists('document', requiredDocuments(a), requiredDocuments(b)),
    limits: pairLists('limit', limits(a), limits(b)),
    criteria: pairLists('criterion', criteria(a), criteria(b)),
    who: [
      ...single('funder', 'Funder', named(a.funder), named(b.funder)),
      ...single('programme', 'Programme', named(a.programme), named(b.programme)),
      ...single('contact', 'Contact', named(a.contactEmail), named(b.contactEmail)),
    ],
  };
  const sections = COMPARE_SECTIONS.map((section) => ({ ...section, rows: rows[section.id] }));
  const all = sections.flatMap((section) => section.rows);
  const same = all.filter((row) => row.status === 'same').length;
  return { sections, same, differ: all.length - same };
}

/** "3 facts differ, 12 the same". */
export function comparisonSummary(comparison: Pick<Comparison, 'differ' | 'same'>) {
  const { differ, same } = comparison;
  return `${differ} ${differ === 1 ? 'fact differs' : 'facts differ'}, ${same} the same`;
}
