import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { AmountField, CurrencyField } from '../../../components/ui/money-fields';
import { Spinner } from '../../../components/ui/spinner';
import { fieldProps } from '../../../lib/field-props';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useUpdateOrganization } from '../api/update-organization';
import {
  COUNTRY_OPTIONS,
  ORGANIZATION_PROFILE_FIELD_LABELS,
  ORGANIZATION_TYPE_OPTIONS,
  organizationProfileFormSchema,
  toProfileBody,
  toProfileFormValues,
  type OrganizationProfileFormValues,
} from '../organization-profile';

/**
 * The profile a call's eligibility rules are checked against (PRODUCT §7): type, country, annual
 * budget. A form of its own, so saving it keeps unsaved edits to the name and branding.
 */
export function OrganizationProfileForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization(organization.id);
  const form = useForm<OrganizationProfileFormValues>({
    resolver: zodResolver(organizationProfileFormSchema),
    defaultValues: toProfileFormValues(organization.profile),
  });
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toProfileBody(values));
      form.reset(toProfileFormValues(saved.profile));
      toast({ title: 'Profile saved', description: 'Type, country and annual budget are up to date.' });
    } catch (error) {
      // The typed values stay; the server's reasons go beside their fields.
      if (!setServerFieldErrors(error, form.setError, ORGANIZATION_PROFILE_FIELD_LABELS)) {
        notifyError(error, 'Save Failed');
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="organization-profile-heading"
      className="border-t border-border pt-6"
    >
      <fieldset className="flex min-w-0 flex-col gap-4" aria-describedby="organization-profile-help">
        <legend id="organization-profile-heading" className="text-base font-semibold">
          Profile for funding calls
        </legend>
        <p id="organization-profile-help" className="-mt-2 text-sm text-muted-foreground">
          Used to check a call&apos;s eligibility rules against your organisation.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Organisation type" {...fieldProps(form, 'profileType')}>
            <option value="">Not set</option>
            {ORGANIZATION_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Country"
            autoComplete="country"
            hint="Type a country's first letters to jump to it."
            {...fieldProps(form, 'profileCountry')}
          >
            <option value="">Not set</option>
            {COUNTRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <AmountField
            label="Annual budget"
            placeholder="1200000.00"
            hint="Optional. Digits with a dot before the cents, such as 1200000.50."
            {...fieldProps(form, 'annualBudgetAmount')}
          />
          <CurrencyField {...fieldProps(form, 'annualBudgetCurrency')} />
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <Spinner className="size-4" /> : null}
            Save funding profile
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
