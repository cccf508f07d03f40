import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useDeleteOrganization } from '../api/delete-organization';
import { deleteOrganizationSchema, type DeleteOrganizationValues } from '../schemas';
import { DeleteSection } from './delete-section';
import { fieldProps } from '../../../lib/field-props';

/** Owners only: the organisation and everything in it, gone for good, after typing its name. */
export function DeleteOrganizationSection({ organization, index }: { organization: Organization; index: number }) {
  const navigate = useNavigate();
  const remove = useDeleteOrganization(organization.id);
  const form = useForm<DeleteOrganizationValues>({
    resolver: zodResolver(deleteOrganizationSchema(organization.name)),
    defaultValues: { confirmName: '' },
  });
  const { isSubmitting } = form.formState;

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

  const name = <strong className="text-foreground">{organization.name}</strong>;
  return (
    <DeleteSection
      index={index}
      headingId="delete-organization-heading"
      title="Delete organisation"
      description={
        <>
          Removes {organization.name} with its projects, applications, documents, invitations and activity for every
          member. This cannot be undone.
        </>
      }
      dialogTitle={`Delete ${organization.name}?`}
      dialogDescription={<>To confirm, type the organisation&apos;s name {name}.</>}
      onClose={() => form.reset()}
    >
      {(close) => (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Organisation name" autoComplete="off" {...fieldProps(form, 'confirmName')} />
          <FormActions submitLabel="Delete organisation" submitting={isSubmitting} onCancel={close} destructive />
        </form>
      )}
    </DeleteSection>
  );
}
