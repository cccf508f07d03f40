import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useUpdateOrganization } from '../api/update-organization';
import { organizationSettingsSchema, type OrganizationSettingsValues } from '../schemas';
import { OrganizationLogo } from './organization-logo';
import { OrganizationProfileForm } from './organization-profile-form';
import { fieldProps } from '../../../lib/field-props';

/**
 * Admins and owners: the organisation's name and branding (seed §1: logo, brand name, the switch),
 * and its profile for funding calls.
 */
export function OrganizationSection({ organization, index }: { organization: Organization; index: number }) {
  const update = useUpdateOrganization(organization.id);
  const form = useForm<OrganizationSettingsValues>({
    resolver: zodResolver(organizationSettingsSchema),
    defaultValues: {
      name: organization.name,
      brandName: organization.brandName ?? '',
      useOrganizationBranding: organization.useOrganizationBranding,
    },
  });
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, brandName: values.brandName || null });
      form.reset(values);
      toast({ title: 'Organisation saved', description: 'Name and branding are up to date.' });
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, ['name', 'brandName'])) notifyError(error, 'Save Failed');
    }
  });

  return (
    <Card enterIndex={index} aria-labelledby="organization-heading">
      <CardHeader>
        <CardTitle id="organization-heading">Organisation</CardTitle>
        <CardDescription>How {organization.name} appears to its members.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Organisation name" autoComplete="organization" {...fieldProps(form, 'name')} />
          <FormField
            label="Brand name"
            autoComplete="off"
            hint="Optional. Shown in the navigation instead of the organisation's name when branding is on."
            {...fieldProps(form, 'brandName')}
          />
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="use-organization-branding">Show our logo and brand name in the navigation</Label>
            <Controller
              control={form.control}
              name="useOrganizationBranding"
              render={({ field }) => (
                <Switch
                  id="use-organization-branding"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </div>
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Save organisation
            </Button>
          </div>
        </form>
        <OrganizationLogo organization={organization} />
        {/* Keyed by the saved profile, so a save (or another admin's) resets the form to it. */}
        <OrganizationProfileForm key={JSON.stringify(organization.profile)} organization={organization} />
      </CardContent>
    </Card>
  );
}
