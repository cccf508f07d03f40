import { describe, expect, it } from 'vitest';
import { createProjectBodySchema } from '@grantpilot/shared/contracts/projects';
import { parseTags } from './project-format';
import { EMPTY_PROJECT_FORM, projectFormSchema, toProjectBody, toProjectChanges } from './schemas';

describe('the project form', () => {
  it('turns typed text into the API body: empty is null, tags are a clean list', () => {
    expect(parseTags(' Climate, education,,climate ')).toEqual(['climate', 'education']);
    const body = toProjectBody({ ...EMPTY_PROJECT_FORM, name: '  River  ', budgetAmount: '', budgetCurrency: 'EUR' });
    expect(body).toMatchObject({ name: 'River', summary: null, budgetAmount: null, budgetCurrency: null, tags: [] });
  });

  it('sends only what changed, and a budget always with its currency', () => {
    const values = { ...EMPTY_PROJECT_FORM, name: 'River', budgetAmount: '100', budgetCurrency: 'GBP' };
    expect(toProjectChanges(values, { name: true })).toEqual({ name: 'River' });
    expect(toProjectChanges(values, { budgetCurrency: true })).toEqual({ budgetAmount: '100', budgetCurrency: 'GBP' });
  });

  it('says what is wrong in sentences', () => {
    const result = projectFormSchema.safeParse({ ...EMPTY_PROJECT_FORM, name: 'ab' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^The name must be at least 3 characters/);
  });
});

describe('the project form and the API contract', () => {
  const valid = { ...EMPTY_PROJECT_FORM, name: 'Clean Rivers' };
  const tags = (count: number) => Array.from({ length: count }, (_, index) => `tag${index}`).join(', ');
  // Each value is checked by the form and by the API; both accept it, or both refuse it.
  const cases: [string, Partial<typeof valid>][] = [
    ['a name of 2 characters', { name: 'ab' }],
    ['a name of 3 characters', { name: 'abc' }],
    ['a name of 200 characters', { name: 'n'.repeat(200) }],
    ['a name of 201 characters', { name: 'n'.repeat(201) }],
    ['a summary of 500 characters', { summary: 's'.repeat(500) }],
    ['a summary of 501 characters', { summary: 's'.repeat(501) }],
    ['a description of 20,000 characters', { description: 'd'.repeat(20_000) }],
    ['a description of 20,001 characters', { description: 'd'.repeat(20_001) }],
    ['20 tags', { tags: tags(20) }],
    ['21 tags', { tags: tags(21) }],
    ['a tag of 40 characters', { tags: 't'.repeat(40) }],
    ['a tag of 41 characters', { tags: 't'.repeat(41) }],
    ['a budget in cents', { budgetAmount: '1250.50', budgetCurrency: 'EUR' }],
    ['a budget in thousandths of a euro', { budgetAmount: '1.234', budgetCurrency: 'EUR' }],
    ['a start date that exists', { startDate: '2026-02-28' }],
    ['30 February', { startDate: '2026-02-30' }],
    ['an end before the start', { startDate: '2026-05-01', endDate: '2026-04-01' }],
  ];

  it.each(cases)('agree on %s', (_case, change) => {
    const values = { ...valid, ...change };
    const form = projectFormSchema.safeParse(values).success;
    const api = createProjectBodySchema.safeParse(toProjectBody(values)).success;
    expect(form).toBe(api);
  });
});
