// Over 300 lines on purpose: the scoring rules field by field, and the call set's own checks.
import { describe, expect, it } from 'vitest';
import type { AnalysisEngine } from '../../apps/server/src/analysis/engine';
import type { AnalysisResult, Citation, DocumentText } from '../../packages/shared/src/contracts/analysis';
import { evaluateEngine, formatReport, loadCalls, longDocument, regexScan, splitsFromArgs, type Call } from './harness';
import {
  assign,
  canonicalDecimal,
  listCounts,
  prf,
  sameZone,
  scoreResult,
  textSimilarity,
  tokens,
  totalOf,
  valueCounts,
} from './score';
import { callBody, truthSchema, type Truth } from './truth';

describe('text matching', () => {
  it('tokenises lower-case words, folds accents and drops stopwords', () => {
    expect([...tokens('Ngā toi Māori: the Arts-Grants of 2023!')]).toEqual([
      'nga',
      'toi',
      'maori',
      'arts',
      'grants',
      '2023',
    ]);
  });

  it('matches a key-word paraphrase with the sentence it paraphrases', () => {
    const sentence = 'You must be an Australian citizen or an Australian permanent resident.';
    expect(textSimilarity('Australian citizen or permanent resident', sentence)).toBe(1);
    expect(textSimilarity('owe money to Creative Australia', sentence)).toBeLessThan(0.5);
  });

  it('falls back to Jaccard when one text is far longer, so a paragraph matches nothing in particular', () => {
    const paragraph =
      'organisations based in Australia may apply for touring, festivals, exhibitions, recording and publishing work';
    expect(textSimilarity('touring', paragraph)).toBeLessThan(0.5);
    expect(textSimilarity('', paragraph)).toBe(0);
  });
});

describe('assignment and counts', () => {
  it('assigns one-to-one, best pairs first', () => {
    const truth = ['project budget', 'budget justification'];
    const predicted = ['budget justification narrative', 'a project budget'];
    expect(assign(truth, predicted, textSimilarity, 0.5).sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('does not let one predicted item match two truth items', () => {
    const counts = listCounts(['Letter of intent', 'letter of intent'], ['letter of intent'], textSimilarity, 0.5);
    expect(counts).toEqual({ tp: 1, fp: 0, fn: 1 });
  });

  it('counts a wrong single value as both a false positive and a false negative', () => {
    expect(valueCounts('10', '20', (a, b) => a === b)).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(valueCounts(null, '20', (a, b) => a === b)).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(valueCounts('10', null, (a, b) => a === b)).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(valueCounts(null, null, (a, b) => a === b)).toEqual({ tp: 0, fp: 0, fn: 0 });
  });

  it('computes precision, recall and F1, null when undefined', () => {
    expect(prf({ tp: 1, fp: 1, fn: 0 })).toEqual({ precision: 0.5, recall: 1, f1: 2 / 3 });
    expect(prf({ tp: 0, fp: 0, fn: 0 })).toEqual({ precision: null, recall: null, f1: null });
  });
});

describe('values', () => {
  it('compares amounts as decimals', () => {
    expect(canonicalDecimal('1200000.00')).toBe('1200000');
    expect(canonicalDecimal('0012.50')).toBe('12.5');
    expect(canonicalDecimal('0')).toBe('0');
    expect(canonicalDecimal('1,000')).toBeNull();
  });

  it('compares IANA zones by their offset on the date, and phrases as text', () => {
    expect(sameZone('America/Toronto', 'America/New_York', '2014-10-15')).toBe(true);
    expect(sameZone('Europe/London', 'Europe/Dublin', '2024-01-10')).toBe(true);
    expect(sameZone('Europe/London', 'Europe/Brussels', '2024-01-10')).toBe(false);
    expect(sameZone("proposer's local time", 'local time of the proposer', '2015-04-03')).toBe(true);
    expect(sameZone("proposer's local time", 'America/New_York', '2015-04-03')).toBe(false);
    expect(sameZone(null, null, '2015-04-03')).toBe(true);
    expect(sameZone(null, 'Europe/London', '2015-04-03')).toBe(false);
  });
});

describe('the call set', () => {
  const calls = loadCalls();

  // The holdout is the third of the first 36 calls chosen before any rule was written; calls added
  // since went to dev parts for rule writers, or to holdout2, holdout3, holdout4, holdout5 and holdout6. It stays those calls,
  // and the held-out splits together stay a third of the set.
  const HOLDOUT = [
    'creative-australia-fellowships',
    'creative-europe-cooperation-projects-2018',
    'creativenz-arts-grant-2017',
    'ed-first-in-the-world-funding',
    'heritage-fund-large-grants-eoi-2023-24',
    'irc-government-of-ireland-2024',
    'nih-rfa-hl-07-005',
    'sshrc-insight-grants-2014',
    'ukri-cross-council-responsive-mode-round-2-webinars',
    'usda-afri-food-security-2015',
    'vkrf-letter-of-inquiry',
    'volkswagen-foundation-pioneer-projects-2024',
  ];

  it('has at least 24 calls, the original holdout still held out, the holdouts a third, every truth valid', () => {
    expect(calls.length).toBeGreaterThanOrEqual(24);
    const holdout = calls.filter((call) => call.split === 'holdout').map((call) => call.slug);
    expect(holdout.sort()).toEqual(HOLDOUT);
    const heldOut = calls.filter((call) => call.split.startsWith('holdout')).length;
    // Issue 14 asks for a third held out; holdout3 restored it after the dev parts were added, and
    // holdout4, holdout5 and holdout6 (every third call found with dev5, dev6, then dev7) keep it.
    expect(heldOut / calls.length).toBeGreaterThanOrEqual(1 / 3);
    expect(calls.filter((call) => call.split === 'holdout3').length).toBeGreaterThanOrEqual(24);
    for (const call of calls) expect(truthSchema.safeParse(call.truth).success).toBe(true);
  });

  it('reads only the splits asked for (--split)', () => {
    const every = [
      'dev',
      'dev2',
      'dev3',
      'dev4',
      'dev5',
      'dev6',
      'dev7',
      'holdout',
      'holdout2',
      'holdout3',
      'holdout4',
      'holdout5',
      'holdout6',
    ];
    expect(splitsFromArgs([])).toEqual(every);
    expect(splitsFromArgs(['--split', 'all'])).toEqual(every);
    expect(splitsFromArgs(['--split', 'dev2'])).toEqual(['dev2']);
    expect(splitsFromArgs(['--split', 'dev3'])).toEqual(['dev3']);
    expect(splitsFromArgs(['--split', 'dev4'])).toEqual(['dev4']);
    expect(splitsFromArgs(['--split', 'dev'])).toEqual(['dev']);
    expect(splitsFromArgs(['--split=holdout2'])).toEqual(['holdout2']);
    expect(splitsFromArgs(['--split', 'holdout3'])).toEqual(['holdout3']);
    expect(splitsFromArgs(['--split', 'dev5'])).toEqual(['dev5']);
    expect(splitsFromArgs(['--split=holdout4'])).toEqual(['holdout4']);
    expect(splitsFromArgs(['--split', 'dev6'])).toEqual(['dev6']);
    expect(splitsFromArgs(['--split=holdout5'])).toEqual(['holdout5']);
    expect(splitsFromArgs(['--split', 'dev7'])).toEqual(['dev7']);
    expect(splitsFromArgs(['--split=holdout6'])).toEqual(['holdout6']);
    expect(() => splitsFromArgs(['--split', 'test'])).toThrow(/--split/);
    expect(() => splitsFromArgs(['--split'])).toThrow(/--split/);
    const dev = loadCalls(undefined, ['dev']);
    expect(dev.length).toBe(calls.filter((call) => call.split === 'dev').length);
    expect(dev.every((call) => call.split === 'dev')).toBe(true);
  });

  it('strips the metadata header from the text the engines read', () => {
    expect(callBody('---\ntitle: x\n---\n\nbody\n')).toBe('body\n');
    for (const call of calls) expect(call.text.startsWith('---')).toBe(false);
  });

  it('builds a 50-page document and the regex baseline finds dates and amounts in it', () => {
    const text = longDocument(calls);
    expect(text.length).toBeGreaterThanOrEqual(150_000);
    expect(regexScan('Deadline: April 03, 2015 or 15 April 2024; up to £1,000 – write to a@b.org')).toBe(4);
  });
});

/** A cited value whose citation is the first character of the text (it holds). */
function cite(document: DocumentText): Citation {
  const text = document.kind === 'plain' ? document.text : document.pages[0]!;
  return { page: null, start: 0, end: 1, quote: text.slice(0, 1) };
}
const first = (names: string | string[]) => (Array.isArray(names) ? names[0]! : names);

/** A test engine that returns the truth itself: the harness must give it full marks. */
function oracleEngine(calls: readonly Call[]): AnalysisEngine {
  const bySha = new Map(calls.map((call) => [call.sha256, call.truth] as const));
  return {
    name: 'builtin',
    version: 'oracle-test',
    async analyze(document, input) {
      const truth = bySha.get(input.sha256)!;
      const citation = cite(document);
      const value = <T>(v: T | null) => (v === null ? null : { value: v, citation });
      return resultFrom(truth, document, input.sha256, citation, value);
    },
  };
}

function resultFrom(
  truth: Truth,
  document: DocumentText,
  sha256: string,
  citation: Citation,
  value: <T>(v: T | null) => { value: T; citation: Citation } | null,
): AnalysisResult {
  return {
    engine: { name: 'builtin', version: 'oracle-test' },
    input: { sha256, characters: document.kind === 'plain' ? document.text.length : 0, pages: null },
    funder: value(truth.funder === null ? null : first(truth.funder)),
    programme: value(truth.programme === null ? null : first(truth.programme)),
    contactEmail: value(truth.contactEmail === null ? null : first(truth.contactEmail)),
    deadlines: truth.deadlines.map((d) => ({ ...d, label: d.kind, citation })),
    otherDates: truth.otherDates.map((d) => ({ ...d, what: 'date', citation })),
    rolling: truth.rolling,
    award: {
      currency: truth.award.currency,
      min: value(truth.award.min),
      max: value(truth.award.max),
      typical: value(truth.award.typical),
      totalBudget: value(truth.award.totalBudget),
      numberOfAwards: value(truth.award.numberOfAwards),
    },
    durationMonths: { min: value(truth.durationMonths.min), max: value(truth.durationMonths.max) },
    eligibility: truth.eligibility.map((e) => ({ ...e, citation })),
    requiredDocuments: truth.requiredDocuments.map((d) => ({ ...d, citation })),
    limits: truth.limits.map((l) => ({ ...l, citation })),
    criteria: truth.criteria.map((c) => ({ ...c, citation })),
    warnings: [],
  };
}

/**
 * A tiny trivial engine: the first written-out date is the application deadline, with a
 * citation at its offsets; everything else is left empty. Not a product engine.
 */
const trivialEngine: AnalysisEngine = {
  name: 'builtin',
  version: 'trivial-test',
  async analyze(document, input) {
    const text = document.kind === 'plain' ? document.text : document.pages.join('\n');
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const match = new RegExp(`(${months.join('|')}) (\\d{1,2}),? (\\d{4})`).exec(text);
    const deadlines: AnalysisResult['deadlines'] = [];
    if (match) {
      const month = String(months.indexOf(match[1]!) + 1).padStart(2, '0');
      deadlines.push({
        kind: 'application',
        label: 'deadline',
        date: `${match[3]}-${month}-${match[2]!.padStart(2, '0')}`,
        time: null,
        timezone: null,
        citation: { page: null, start: match.index, end: match.index + match[0].length, quote: match[0] },
      });
    }
    return {
      engine: { name: 'builtin', version: 'trivial-test' },
      input: { sha256: input.sha256, characters: text.length, pages: null },
      funder: null,
      programme: null,
      contactEmail: null,
      deadlines,
      otherDates: [],
      rolling: false,
      award: { currency: 'USD', min: null, max: null, typical: null, totalBudget: null, numberOfAwards: null },
      durationMonths: { min: null, max: null },
      eligibility: [],
      requiredDocuments: [],
      limits: [],
      criteria: [],
      warnings: [],
    };
  },
};

describe('the harness', () => {
  const calls = loadCalls();

  it('gives an engine that returns the truth full marks, with no failures', async () => {
    const report = await evaluateEngine(oracleEngine(calls), calls);
    const all = report.bySplit.all;
    expect(all.calls).toBe(calls.length);
    expect(all.failedCalls).toEqual([]);
    expect(all.citationFailures).toBe(0);
    for (const [field, counts] of Object.entries(all.fields)) {
      expect({ field, fp: counts.fp, fn: counts.fn }).toEqual({ field, fp: 0, fn: 0 });
    }
    expect(all.tallies.otherDateAsDeadline).toBe(0);
    expect(all.tallies.inventedAwardFigure).toBe(0);
    expect(all.tallies.criterionWeightRight).toBe(all.tallies.criterionWeightMatched);
    expect(
      report.bySplit.dev.calls +
        report.bySplit.dev2.calls +
        report.bySplit.dev3.calls +
        report.bySplit.dev4.calls +
        report.bySplit.dev5.calls +
        report.bySplit.dev6.calls +
        report.bySplit.dev7.calls +
        report.bySplit.holdout.calls +
        report.bySplit.holdout2.calls +
        report.bySplit.holdout3.calls +
        report.bySplit.holdout4.calls +
        report.bySplit.holdout5.calls +
        report.bySplit.holdout6.calls,
    ).toBe(calls.length);
  });

  it('scores a trivial engine: some deadlines right, invented currencies counted, citations hold', async () => {
    const report = await evaluateEngine(trivialEngine, calls);
    const all = report.bySplit.all;
    expect(all.failedCalls).toEqual([]);
    expect(all.citationFailures).toBe(0);
    expect(all.citations).toBeGreaterThan(0);
    const deadlines = all.fields['deadlines (date)']!;
    expect(deadlines.tp).toBeGreaterThan(0);
    expect(deadlines.fn).toBeGreaterThan(0);
    expect(all.tallies.inventedAwardFigure).toBe(calls.filter((call) => call.truth.award.currency === null).length);
    expect(all.tallies.otherDateAsDeadline).toBeGreaterThan(0);
    const text = formatReport(report);
    expect(text).toContain('[holdout]');
    expect(text).toContain('TOTAL (micro, all fields)');
    expect(totalOf(all.fields).tp).toBeGreaterThan(0);
  });

  it('counts a broken citation and a result that breaks the contract', async () => {
    const broken: AnalysisEngine = {
      ...trivialEngine,
      async analyze(document, input) {
        const result = await trivialEngine.analyze(document, input);
        return { ...result, funder: { value: 'X', citation: { page: null, start: 0, end: 3, quote: 'not the text' } } };
      },
    };
    const report = await evaluateEngine(broken, calls.slice(0, 2));
    expect(report.bySplit.all.citationFailures).toBe(2);
    const invalid: AnalysisEngine = {
      ...trivialEngine,
      async analyze() {
        return { nonsense: true } as unknown as AnalysisResult;
      },
    };
    expect((await evaluateEngine(invalid, calls.slice(0, 1))).bySplit.all.failedCalls).toHaveLength(1);
  });

  it('scores one result field by field', () => {
    const call = calls.find((c) => c.slug === 'creative-australia-arts-projects-individuals-groups')!;
    const document: DocumentText = { kind: 'plain', text: call.text };
    const citation = cite(document);
    const value = <T>(v: T | null) => (v === null ? null : { value: v, citation });
    const result = resultFrom(call.truth, document, call.sha256, citation, value);
    // Reporting the other program's closing date as this call's deadline.
    result.deadlines = [
      { kind: 'application', label: 'closing', date: '2024-04-09', time: null, timezone: null, citation },
    ];
    result.award.typical = { value: '30000.00', citation };
    const { fields, tallies } = scoreResult(call.truth, result);
    expect(tallies.otherDateAsDeadline).toBe(1);
    expect(tallies.inventedAwardFigure).toBe(1);
    expect(fields['deadlines (date)']).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(fields['award max']).toEqual({ tp: 1, fp: 0, fn: 0 });
  });
});
