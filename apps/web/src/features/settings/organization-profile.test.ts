import { describe, expect, it } from 'vitest';
import { updateOrganizationBodySchema } from '@grantpilot/shared/contracts/organizations';
import {
  COUNTRY_OPTIONS,
  organizationProfileFormSchema,
  ORGANIZATION_TYPE_OPTIONS,
  toProfileBody,
  toProfileFormValues,
  type OrganizationProfileFormValues,
} from './organization-profile';

const EMPTY = { type: null, country: null, annualBudget: null };
const FILLED: OrganizationProfileFormValues = {
  profileType: 'charity',
  profileCountry: 'GB',
  annualBudgetAmount: ' 1200000.50 ',
  annualBudgetCurrency: 'GBP',
};

describe('the organisation profile form', () => {
  it('shows an empty profile as empty fields with the default currency', () => {
    expect(toProfileFormValues(EMPTY)).toEqual({
      profileType: '',
      profileCountry: '',
      annualBudgetAmount: '',
      annualBudgetCurrency: 'EUR',
    });
  });

  it('shows a saved profile as it was saved', () => {
    const profile = {
      type: 'university' as const,
      country: 'DE',
      annualBudget: { amount: '5000.00', currency: 'CHF' },
    };
    expect(toProfileFormValues(profile)).toEqual({
      profileType: 'university',
      profileCountry: 'DE',
      annualBudgetAmount: '5000.00',
      annualBudgetCurrency: 'CHF',
    });
  });

  it('sends every part, a budget with its currency, and the server takes it', () => {
    const body = toProfileBody(FILLED);
    expect(body).toEqual({
      profileType: 'charity',
      profileCountry: 'GB',
      annualBudgetAmount: '1200000.50',
      annualBudgetCurrency: 'GBP',
    });
    expect(updateOrganizationBodySchema.safeParse(body).success).toBe(true);
  });

  it('clears empty fields, and no amount clears the currency too', () => {
    const body = toProfileBody({ ...toProfileFormValues(EMPTY), annualBudgetAmount: '  ' });
    expect(body).toEqual({
      profileType: null,
      profileCountry: null,
      annualBudgetAmount: null,
      annualBudgetCurrency: null,
    });
    expect(updateOrganizationBodySchema.safeParse(body).success).toBe(true);
  });

  it('checks the amount against its currency, naming the field', () => {
    const check = (values: Partial<OrganizationProfileFormValues>) =>
      organizationProfileFormSchema
        .safeParse({ ...FILLED, ...values })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(check({})).toBeUndefined();
    expect(check({ annualBudgetAmount: '' })).toBeUndefined();
    expect(check({ annualBudgetAmount: '1,200' })).toEqual([
      ['annualBudgetAmount', 'The annual budget must be a number such as 12500 or 12500.50'],
    ]);
    expect(check({ annualBudgetAmount: '100.5', annualBudgetCurrency: 'JPY' })).toEqual([
      ['annualBudgetAmount', 'The annual budget must be a whole number in JPY'],
    ]);
    expect(check({ profileCountry: 'UK' })).toEqual([['profileCountry', 'Choose a country from the list']]);
  });

  it('offers every type with a label, and every country by its name in order', () => {
    expect(ORGANIZATION_TYPE_OPTIONS.map((option) => option.label)).toContain('Social enterprise');
    expect(COUNTRY_OPTIONS).toHaveLength(249);
    expect(COUNTRY_OPTIONS.find((option) => option.value === 'GB')?.label).toBe('United Kingdom');
    const labels = COUNTRY_OPTIONS.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
