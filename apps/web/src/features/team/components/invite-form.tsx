import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { INVITATION_VALID_DAYS, type Organization } from '@grantpilot/shared/contracts/organizations';
import { ROLE_DESCRIPTIONS, roleWithArticle } from '@grantpilot/shared/organization-roles';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useCreateInvitation } from '../api/create-invitation';
import { inviteSchema, type InviteValues } from '../schemas';
import { assignableRoles, roleLabel } from '../team-rules';
import { fieldProps } from '../../../lib/field-props';

/** Invites a colleague by email; what was typed stays when the server refuses it. */
export function InviteForm({ organization }: { organization: Organization }) {
  const createInvitation = useCreateInvitation(organization.id);
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const { isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (values) => {
    const body = inviteSchema.parse(values);
    try {
      await createInvitation.mutateAsync(body);
      form.reset({ email: '', role: body.role });
      toast({
        title: 'Invitation sent',
        description: `${body.email} gets a link to join as ${roleWithArticle(body.role)}, valid for ${INVITATION_VALID_DAYS} days.`,
      });
    } catch (error) {
      if (setServerFieldErrors(error, form.setError, ['email', 'role'])) return;
      if (error instanceof ApiError && error.status === 409) form.setError('email', { message: error.userMessage });
      else notifyError(error, 'Invitation Not Sent');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
      <FormField label="Email address" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
      <SelectField label="Role" hint={ROLE_DESCRIPTIONS[role]} {...fieldProps(form, 'role')}>
        {assignableRoles(organization.role).map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6.5">
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Send invitation
      </Button>
    </form>
  );
}
