import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PersonRef } from '@grantpilot/shared/contracts/common';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { AmountField, CurrencyField } from '../../../components/ui/money-fields';
import { TextareaField } from '../../../components/ui/textarea';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { amountExamples } from '../../../lib/typed-amount';
import { useMembers } from '../../../lib/organizations/get-members';
import { peopleToChoose } from '../../../lib/organizations/people-to-choose';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../project-status';
import { PROJECT_FIELD_LABELS, projectFormSchema, type ProjectFormField, type ProjectFormValues } from '../schemas';
import { fieldProps } from '../../../lib/field-props';

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
  const budgetCurrency = useWatch({ control: form.control, name: 'budgetCurrency' });
  // Read while rendering so the form keeps track of it (its state is a proxy that computes only
  // what a render reads); the submit reads it afresh.
  const { isSubmitting, dirtyFields: _dirtyFields } = form.formState;

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
        <FormField label="Name" autoComplete="off" {...fieldProps(form, 'name')} />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label="Summary"
          autoComplete="off"
          hint="One sentence; the list shows it and search finds its words."
          {...fieldProps(form, 'summary')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label="Description" rows={5} {...fieldProps(form, 'description')} />
      </div>
      <SelectField label="Status" {...fieldProps(form, 'status')}>
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PROJECT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Lead"
        hint={members.isError ? 'The members could not be loaded; the lead stays as it is.' : undefined}
        {...fieldProps(form, 'leadUserId')}
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
        currency={budgetCurrency}
        hint={`Optional. As you write it, such as ${amountExamples()}.`}
        {...fieldProps(form, 'budgetAmount')}
      />
      <CurrencyField {...fieldProps(form, 'budgetCurrency')} />
      <FormField label="Start date" type="date" {...fieldProps(form, 'startDate')} />
      <FormField label="End date" type="date" {...fieldProps(form, 'endDate')} />
      <div className="sm:col-span-2">
        <FormField
          label="Tags"
          autoComplete="off"
          placeholder="climate, education"
          hint="Separate tags with commas. They are saved in lower case."
          {...fieldProps(form, 'tags')}
        />
      </div>
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
