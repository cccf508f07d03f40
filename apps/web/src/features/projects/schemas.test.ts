import { describe, expect, it } from 'vitest';
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
