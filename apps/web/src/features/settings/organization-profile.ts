import { z } from 'zod';
import {
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  type OrganizationProfile,
  type UpdateOrganizationBody,
} from '@grantpilot/shared/contracts/organizations';
import { COUNTRY_CODES, countryName, isCountryCode } from '@grantpilot/shared/countries';
import { amountProblem, DEFAULT_CURRENCY, isCurrencyCode } from '@grantpilot/shared/money';

export const ORGANIZATION_TYPE_OPTIONS = ORGANIZATION_TYPES.map((type) => ({
  value: type,
  label: ORGANIZATION_TYPE_LABELS[type],
}));

/** Every country with its English name, sorted by name (typing a name's first letters jumps to it). */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
  a.label.localeCompare(b.label, 'en'),
);

/** The form keeps text: '' is "not set". Its names are the PATCH body's, so server errors land on them. */
export const organizationProfileFormSchema = z
  .object({
    profileType: z.union([z.literal(''), z.enum(ORGANIZATION_TYPES)], { error: 'Choose an organisation type' }),
    profileCountry: z
      .string()
      .refine((code) => code === '' || isCountryCode(code), { message: 'Choose a country from the list' }),
    annualBudgetAmount: z.string().trim(),
    annualBudgetCurrency: z.string().refine(isCurrencyCode, { message: 'Choose a currency' }),
  })
  .superRefine((values, ctx) => {
    const problem = values.annualBudgetAmount
      ? amountProblem(values.annualBudgetAmount, values.annualBudgetCurrency)
      : null;
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['annualBudgetAmount'], message: `The annual budget ${problem}` });
  });
export type OrganizationProfileFormValues = z.infer<typeof organizationProfileFormSchema>;

/** How the server's field errors are introduced beside each field. */
export const ORGANIZATION_PROFILE_FIELD_LABELS = {
  profileType: 'Organisation type',
  profileCountry: 'Country',
  annualBudgetAmount: 'Annual budget',
  annualBudgetCurrency: 'Currency',
} as const;

/** The saved profile as the form shows it; no budget yet offers the default currency. */
export function toProfileFormValues(profile: OrganizationProfile): OrganizationProfileFormValues {
  return {
    profileType: profile.type ?? '',
    profileCountry: profile.country ?? '',
    annualBudgetAmount: profile.annualBudget?.amount ?? '',
    annualBudgetCurrency: profile.annualBudget?.currency ?? DEFAULT_CURRENCY,
  };
}

/** What the form sends: '' clears; the budget is its amount and currency together, or nothing. */
export function toProfileBody(values: OrganizationProfileFormValues): UpdateOrganizationBody {
  const amount = values.annualBudgetAmount.trim();
  return {
    profileType: values.profileType || null,
    profileCountry: values.profileCountry || null,
    annualBudgetAmount: amount || null,
    annualBudgetCurrency: amount ? values.annualBudgetCurrency : null,
  };
}
