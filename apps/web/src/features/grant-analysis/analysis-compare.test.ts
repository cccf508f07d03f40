import { describe, expect, it } from 'vitest';
import { emptyFindings, type AnalysisResult, type Citation } from '@grantpilot/shared/contracts/analysis';
import { compareResults, comparisonSummary, normaliseDecimal, normaliseText } from './analysis-compare';

const at = (start: number, quote = 'x'): Citation => ({ page: null, start, end: start + quote.length, quote });

function result(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    ...emptyFindings(),
    engine: { name: 'builtin', version: '1.0.0' },
    input: { sha256: 'ab'.repeat(32), characters: 900, pages: null },
    warnings: [],
    ...overrides,
  };
}

const base = result({
  funder: { value: 'Acme Trust', citation: at(0) },
  deadlines: [
    {
      kind: 'full_proposal',
      label: 'Full proposal deadline',
      date: '2027-03-14',
      time: '17:00',
      timezone: 'Europe/London',
      citation: at(10),
    },
  ],
  award: {
    currency: 'GBP',
    min: null,
    max: { value: '250000.00', citation: at(20) },
    typical: null,
    totalBudget: null,
    numberOfAwards: null,
  },
  eligibility: [{ text: 'UK charities only.', applies: 'eligible', hard: true, citation: at(30) }],
  requiredDocuments: [{ text: 'Letter of support', citation: at(40) }],
  limits: [{ appliesTo: 'Narrative', pages: 10, words: null, characters: null, citation: at(50) }],
  criteria: [{ name: 'Impact', weightPercent: 40, citation: at(60) }],
});

const rowOf = (comparison: ReturnType<typeof compareResults>, section: string) =>
  comparison.sections.find((s) => s.id === section)!.rows;

describe('normalising', () => {
  it('ignores case, spacing and end punctuation in text', () => {
    expect(normaliseText('  UK   Charities only. ')).toBe(normaliseText('uk charities only'));
  });
  it('reads decimals by value', () => {
    expect(normaliseDecimal('1200000.00')).toBe('1200000');
    expect(normaliseDecimal('0050.50')).toBe('50.5');
  });
});

describe('compareResults', () => {
  it('finds two identical runs the same everywhere', () => {
    const comparison = compareResults(base, structuredClone(base));
    expect(comparison.differ).toBe(0);
    expect(comparison.same).toBe(7);
    expect(comparisonSummary(comparison)).toBe('0 facts differ, 7 the same');
  });

  it('compares values, not citations or wording of labels', () => {
    const b = structuredClone(base);
    b.deadlines[0]!.citation = at(99, 'elsewhere');
    b.deadlines[0]!.label = 'Closing date';
    b.award.max = { value: '250000', citation: at(98) };
    b.eligibility[0]!.text = 'uk charities ONLY';
    expect(compareResults(base, b).differ).toBe(0);
  });

  it('marks a changed deadline and award as differing', () => {
    const b = structuredClone(base);
    b.deadlines[0]!.date = '2027-04-01';
    b.award.max = { value: '300000.00', citation: at(20) };
    const comparison = compareResults(base, b);
    expect(rowOf(comparison, 'deadlines')[0]).toMatchObject({ status: 'differs', label: 'Full proposal' });
    expect(rowOf(comparison, 'money')[0]).toMatchObject({ status: 'differs', label: 'Award, at most' });
    expect(comparison.differ).toBe(2);
    expect(comparisonSummary(comparison)).toBe('2 facts differ, 5 the same');
  });

  it('treats a deadline time zone or an award currency change as a difference', () => {
    const b = structuredClone(base);
    b.deadlines[0]!.timezone = null;
    b.award.currency = 'EUR';
    const comparison = compareResults(base, b);
    expect(rowOf(comparison, 'deadlines')[0]!.status).toBe('differs');
    expect(rowOf(comparison, 'money')[0]!.status).toBe('differs');
  });

  it('marks items only one run found', () => {
    const b = structuredClone(base);
    b.requiredDocuments = [{ text: 'Budget', citation: at(70) }];
    b.criteria.push({ name: 'Value for money', weightPercent: 20, citation: at(80) });
    b.funder = null;
    const comparison = compareResults(base, b);
    expect(rowOf(comparison, 'documents').map((row) => row.status)).toEqual(['onlyA', 'onlyB']);
    expect(rowOf(comparison, 'criteria').map((row) => row.status)).toEqual(['same', 'onlyB']);
    expect(rowOf(comparison, 'who')[0]).toMatchObject({ status: 'onlyA', b: null });
    expect(comparison.differ).toBe(4);
    expect(comparisonSummary({ differ: 1, same: 0 })).toBe('1 fact differs, 0 the same');
  });

  it('compares limits by what they apply to and their numbers, criteria by weight', () => {
    const b = structuredClone(base);
    b.limits[0]!.words = 3000;
    b.criteria[0]!.weightPercent = 50;
    const comparison = compareResults(base, b);
    expect(rowOf(comparison, 'limits')[0]!.status).toBe('differs');
    expect(rowOf(comparison, 'criteria')[0]!.status).toBe('differs');
  });

  it('pairs repeated deadline kinds in order and leaves out facts neither run states', () => {
    const a = result({
      deadlines: [
        { kind: 'stage_1', label: '', date: '2027-01-01', time: null, timezone: null, citation: at(0) },
        { kind: 'stage_1', label: '', date: '2027-02-01', time: null, timezone: null, citation: at(5) },
      ],
    });
    const b = result({
      deadlines: [{ kind: 'stage_1', label: '', date: '2027-01-01', time: null, timezone: null, citation: at(0) }],
    });
    const comparison = compareResults(a, b);
    expect(rowOf(comparison, 'deadlines').map((row) => row.status)).toEqual(['same', 'onlyA']);
    expect(rowOf(comparison, 'money')).toEqual([]);
    expect(comparison.same + comparison.differ).toBe(2);
  });
});
