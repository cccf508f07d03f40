import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Funder } from '@grantpilot/shared/contracts/funders';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { TextareaField } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useUpdateFunder } from '../api/update-funder';
import {
  FUNDER_FIELD_LABELS,
  funderFormSchema,
  toFunderUpdate,
  toFunderFormValues,
  type FunderFormValues,
} from '../schemas';
import { fieldProps } from '../../../lib/field-props';

function FunderForm({
  organizationId,
  funder,
  onDone,
}: {
  organizationId: string;
  funder: Funder;
  onDone: () => void;
}) {
  const update = useUpdateFunder(organizationId, funder.id);
  const form = useForm<FunderFormValues>({
    resolver: zodResolver(funderFormSchema),
    defaultValues: toFunderFormValues(funder),
  });
  const { isSubmitting, dirtyFields: _dirtyFields } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const record = toFunderUpdate(values, form.formState.dirtyFields);
    try {
      if (record) {
        const saved = await update.mutateAsync(record);
        toast({ title: 'Funder saved', description: `${saved.name} is up to date.` });
      }
      onDone();
    } catch (error) {
      // Two funders of one organisation never share a name: the refusal belongs beside the name.
      if (error instanceof ApiError && error.status === 409) form.setError('name', { message: error.userMessage });
      else if (!setServerFieldErrors(error, form.setError, FUNDER_FIELD_LABELS)) notifyError(error, 'Funder Not Saved');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Name" autoComplete="off" {...fieldProps(form, 'name')} />
      </div>
      <FormField
        label="Website"
        type="url"
        autoComplete="off"
        placeholder="https://example.org"
        {...fieldProps(form, 'website')}
      />
      <FormField label="Contact person" autoComplete="off" {...fieldProps(form, 'contactPerson')} />
      <div className="sm:col-span-2">
        <FormField label="Email" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label="Notes" rows={4} {...fieldProps(form, 'notes')} />
      </div>
      <FormActions submitLabel="Save changes" submitting={isSubmitting} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

/** The funder's light record, for editors. */
export function EditFunderDialog({
  organizationId,
  funder,
  open,
  onOpenChange,
}: {
  organizationId: string;
  funder: Funder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Edit ${funder.name}`} className="max-w-xl">
      <FunderForm organizationId={organizationId} funder={funder} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
