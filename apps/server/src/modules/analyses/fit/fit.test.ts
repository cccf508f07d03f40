import { describe, expect, it } from 'vitest';
import { emptyFindings, type AnalysisResult, type Citation } from '@grantpilot/shared/contracts/analysis';
import { countriesIn, incomeThresholdIn, typesIn } from './eligibility-fit';
import { computeFit, type FitProject } from './index';

const TEXT =
  'Only registered charities in the United Kingdom may apply. Companies are not eligible. Priority is given to projects in Wales.';
const cite = (quote: string): Citation => {
  const start = TEXT.indexOf(quote);
  return { page: null, start, end: start + quote.length, quote };
};

function call(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    engine: { name: 'builtin', version: 'test' },
    input: { sha256: '0'.repeat(64), characters: TEXT.length, pages: null },
    warnings: [],
    ...emptyFindings(),
    ...overrides,
  };
}

const rules = [
  {
    text: 'Only registered charities in the United Kingdom may apply.',
    applies: 'eligible' as const,
    hard: true,
    citation: cite('Only registered charities in the United Kingdom may apply.'),
  },
  {
    text: 'Companies are not eligible.',
    applies: 'ineligible' as const,
    hard: true,
    citation: cite('Companies are not eligible.'),
  },
  {
    text: 'Priority is given to projects in Wales.',
    applies: 'eligible' as const,
    hard: false,
    citation: cite('Priority is given to projects in Wales.'),
  },
];

const project: FitProject = {
  id: 'p',
  name: 'Coastal charity work',
  summary: 'A registered charity restoring coastal habitats.',
  description: null,
  budget: { amount: '300000', currency: 'GBP' },
  startDate: '2027-06-01',
  endDate: '2029-05-31',
  documentsText: '',
};

const text = { kind: 'plain' as const, text: TEXT };

describe('the fit of a call to a project', () => {
  it('reads organisation types and countries in rules', () => {
    expect(typesIn(rules[0]!.text)).toEqual(['charity']);
    expect(typesIn(rules[1]!.text)).toEqual(['company']);
    expect(countriesIn('Open to applicants in the UK, Ireland and France.').sort()).toEqual(['FR', 'GB', 'IE']);
    expect(countriesIn('EU member states only')).toContain('DE');
  });

  it('blocks an organisation a hard rule excludes, and scores it 0 with the rule cited', () => {
    const fit = computeFit(
      { result: call({ eligibility: rules }), text },
      project,
      { type: 'company', country: 'GB', annualBudget: null },
      '2026-11-25',
    );
    expect(fit.score).toBe(0);
    expect(fit.components[0]).toMatchObject({ component: 'eligibility', blocker: true, score: 0 });
    expect(fit.components[0]!.evidence[0]!.call?.quote).toBe(
      'Only registered charities in the United Kingdom may apply.',
    );
  });

  it('lets an organisation through that meets the hard rules, a preference missed lowering the score', () => {
    const fit = computeFit(
      { result: call({ eligibility: rules }), text },
      project,
      { type: 'charity', country: 'GB', annualBudget: null },
      '2026-11-25',
    );
    const eligibility = fit.components.find((component) => component.component === 'eligibility')!;
    expect(eligibility).toMatchObject({ blocker: false });
    // "Wales" is read as the United Kingdom: the preference is met too.
    expect(eligibility.score).toBe(100);
    const abroad = computeFit(
      { result: call({ eligibility: rules }), text },
      project,
      { type: 'charity', country: 'FR', annualBudget: null },
      '2026-11-25',
    );
    expect(abroad.components[0]).toMatchObject({ component: 'eligibility', blocker: true });
  });

  it('scores a budget above the largest award by the share a grant would cover, and a passed deadline 0', () => {
    const award = {
      currency: 'GBP',
      min: null,
      max: { value: '150000.00', citation: cite('Companies are not eligible.') },
      typical: null,
      totalBudget: null,
      numberOfAwards: null,
    };
    const deadline = {
      kind: 'full_proposal' as const,
      label: 'Deadline',
      date: '2026-10-01',
      time: null,
      timezone: null,
      citation: cite('Priority is given to projects in Wales.'),
    };
    const fit = computeFit(
      { result: call({ award, deadlines: [deadline] }), text },
      project,
      { type: null, country: null, annualBudget: null },
      '2026-11-25',
    );
    const byName = Object.fromEntries(fit.components.map((component) => [component.component, component]));
    expect(byName.budget).toMatchObject({ score: 50 });
    expect(byName.budget!.summary).toContain('about 50%');
    expect(byName.timeline).toMatchObject({ score: 0 });
    expect(byName.eligibility!.score).toBeNull();
    expect(fit.confidence).toBe(100 - 35);
  });

  it('is the same for the same inputs', () => {
    const inputs = [
      { result: call({ eligibility: rules }), text },
      project,
      { type: 'charity', country: 'GB', annualBudget: null },
      '2026-11-25',
    ] as const;
    expect(JSON.stringify(computeFit(...inputs))).toBe(JSON.stringify(computeFit(...inputs)));
  });
});

describe('thematic relevance', () => {
  it('cites each sentence of the call once, and scores an unrelated project low', () => {
    const callText = {
      kind: 'plain' as const,
      text: 'We fund seagrass and salt marsh restoration. Seagrass meadows store carbon. Volunteers plant seagrass with coastal communities.',
    };
    const result = call();
    const seagrass = computeFit(
      { result, text: callText },
      { ...project, summary: 'Seagrass meadow and salt marsh restoration with volunteers.' },
      { type: null, country: null, annualBudget: null },
      '2026-11-25',
    );
    const theme = seagrass.components.find((component) => component.component === 'theme')!;
    const starts = theme.evidence.map((evidence) => evidence.call?.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect(theme.matchingTerms).toContain('seagrass');
    const office = computeFit(
      { result, text: callText },
      { ...project, name: 'Office laptops', summary: 'New laptops and accounting software for the finance team.' },
      { type: null, country: null, annualBudget: null },
      '2026-11-25',
    );
    expect(office.components.find((component) => component.component === 'theme')!.score).toBeLessThan(
      theme.score! / 2,
    );
  });
});

describe('income limits in eligibility rules', () => {
  it('reads a threshold and checks the annual budget against it, in the same currency only', () => {
    expect(incomeThresholdIn('Organisations with an annual income below £1 million may apply.')).toEqual({
      amount: 1_000_000,
      currency: 'GBP',
      atMost: true,
    });
    expect(incomeThresholdIn('Applicants must have a turnover of at least EUR 500,000.')).toEqual({
      amount: 500_000,
      currency: 'EUR',
      atMost: false,
    });
    expect(incomeThresholdIn('Open to all charities.')).toBeNull();
    const text = 'Only organisations with an annual income below £1 million may apply.';
    const rule = {
      text,
      applies: 'eligible' as const,
      hard: true,
      citation: { page: null, start: 0, end: text.length, quote: text },
    };
    const judge = (amount: string, currency = 'GBP') =>
      computeFit(
        { result: call({ eligibility: [rule] }), text: { kind: 'plain', text } },
        project,
        { type: null, country: null, annualBudget: { amount, currency } },
        '2026-11-25',
      ).components.find((component) => component.component === 'eligibility')!;
    expect(judge('800000')).toMatchObject({ blocker: false, score: 100 });
    expect(judge('1200000')).toMatchObject({ blocker: true, score: 0 });
    expect(judge('1200000', 'EUR')).toMatchObject({ blocker: false, score: null });
  });
});
