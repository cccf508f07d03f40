import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError } from '../../../lib/notify-error';
import { useCreateOrganization } from '../../../lib/organizations/create-organization';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { organizationNameSchema, type OrganizationNameValues } from '../schemas';
import { fieldProps } from '../../../lib/field-props';

/** The first step of a new user (or a further organisation): a name, and they own it. */
export function CreateOrganizationCard({
  title,
  index,
  onCreated,
  extraAction,
}: {
  title: string;
  index: number;
  onCreated?: () => void;
  extraAction?: ReactNode;
}) {
  const create = useCreateOrganization();
  const form = useForm<OrganizationNameValues>({
    resolver: zodResolver(organizationNameSchema),
    defaultValues: { name: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const organization = await create.mutateAsync(values);
      toast({ title: 'Organisation created', description: `You own ${organization.name}. Invite your team next.` });
      onCreated?.();
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, ['name'])) notifyError(error, 'Organisation Not Created');
    }
  });

  return (
    <Card enterIndex={index} aria-labelledby="create-organization-heading">
      <CardHeader>
        <CardTitle id="create-organization-heading">{title}</CardTitle>
        <CardDescription>
          Projects, applications and documents belong to an organisation. You become its owner and can invite your team.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex-1">
            <FormField label="Organisation name" autoComplete="organization" {...fieldProps(form, 'name')} />
          </div>
          <div className="flex gap-2 sm:mt-6.5">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Create organisation
            </Button>
            {extraAction}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
