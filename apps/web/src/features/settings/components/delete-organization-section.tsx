import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useDeleteOrganization } from '../api/delete-organization';
import { deleteOrganizationSchema, type DeleteOrganizationValues } from '../schemas';

/** Owners only: the organisation and everything in it, gone for good, after typing its name. */
export function DeleteOrganizationSection({ organization, index }: { organization: Organization; index: number }) {
  const navigate = useNavigate();
  const remove = useDeleteOrganization(organization.id);
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteOrganizationValues>({
    resolver: zodResolver(deleteOrganizationSchema(organization.name)),
    defaultValues: { confirmName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmName }) => {
    try {
      await remove.mutateAsync(confirmName);
      toast({ title: 'Organisation deleted', description: `${organization.name} and its data are gone.` });
      await navigate(ROUTES.dashboard);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, ['confirmName'])) {
        form.setError('confirmName', { message: errorMessage(error) });
      }
    }
  });

  return (
    <Card enterIndex={index} aria-labelledby="delete-organization-heading" className="border-destructive">
      <CardHeader>
        <CardTitle id="delete-organization-heading">Delete organisation</CardTitle>
        <CardDescription>
          Removes {organization.name} with its projects, applications, documents, invitations and activity for every
          member. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete organisation…
        </Button>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) form.reset();
          }}
          title={`Delete ${organization.name}?`}
          description={
            <>
              To confirm, type the organisation&apos;s name{' '}
              <strong className="text-foreground">{organization.name}</strong>.
            </>
          }
        >
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <FormField
              label="Organisation name"
              autoComplete="off"
              error={errors.confirmName?.message}
              {...form.register('confirmName')}
            />
            <FormActions
              submitLabel="Delete organisation"
              submitting={isSubmitting}
              onCancel={() => setOpen(false)}
              destructive
            />
          </form>
        </Dialog>
      </CardContent>
    </Card>
  );
}
