import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PersonRef } from '@grantpilot/shared/contracts/common';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { AmountField, CurrencyField } from '../../../components/ui/money-fields';
import { TextareaField } from '../../../components/ui/textarea';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useMembers } from '../../../lib/organizations/get-members';
import { peopleToChoose } from '../../../lib/organizations/people-to-choose';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../project-status';
import { PROJECT_FIELD_LABELS, projectFormSchema, type ProjectFormField, type ProjectFormValues } from '../schemas';

/**
 * A project's fields, for creating one and for editing one. What was typed stays when the
 * server refuses it: its field errors go beside the fields, anything else into a toast.
 */
export function ProjectForm({
  organizationId,
  defaultValues,
  currentLead = null,
  submitLabel,
  errorTitle,
  onSubmit,
  onCancel,
}: {
  organizationId: string;
  defaultValues: ProjectFormValues;
  /** The lead as the project names them, so the choice shows before the members load (or after they left). */
  currentLead?: PersonRef | null;
  submitLabel: string;
  errorTitle: string;
  onSubmit: (values: ProjectFormValues, dirty: Partial<Record<ProjectFormField, boolean>>) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const members = useMembers(organizationId);
  const form = useForm<ProjectFormValues>({ resolver: zodResolver(projectFormSchema), defaultValues });
  // Read while rendering so the form keeps track of it (its state is a proxy that computes only
  // what a render reads); the submit reads it afresh.
  const { errors, isSubmitting, dirtyFields: _dirtyFields } = form.formState;

  const leads = peopleToChoose(members.data?.members ?? [], currentLead);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form.formState.dirtyFields);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, PROJECT_FIELD_LABELS)) notifyError(error, errorTitle);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label="Summary"
          autoComplete="off"
          hint="One sentence; the list shows it and search finds its words."
          error={errors.summary?.message}
          {...form.register('summary')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          label="Description"
          rows={5}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      <SelectField label="Status" error={errors.status?.message} {...form.register('status')}>
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PROJECT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Lead"
        hint={members.isError ? 'The members could not be loaded; the lead stays as it is.' : undefined}
        error={errors.leadUserId?.message}
        {...form.register('leadUserId')}
      >
        <option value="">No lead</option>
        {leads.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <AmountField
        label="Budget"
        placeholder="125000.00"
        hint="Optional. Digits with a dot before the cents, such as 125000.50."
        error={errors.budgetAmount?.message}
        {...form.register('budgetAmount')}
      />
      <CurrencyField error={errors.budgetCurrency?.message} {...form.register('budgetCurrency')} />
      <FormField label="Start date" type="date" error={errors.startDate?.message} {...form.register('startDate')} />
      <FormField label="End date" type="date" error={errors.endDate?.message} {...form.register('endDate')} />
      <div className="sm:col-span-2">
        <FormField
          label="Tags"
          autoComplete="off"
          placeholder="climate, education"
          hint="Separate tags with commas. They are saved in lower case."
          error={errors.tags?.message}
          {...form.register('tags')}
        />
      </div>
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
