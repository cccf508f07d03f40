import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_KINDS, type GrantDocument } from '@grantpilot/shared/contracts/documents';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { KIND_LABELS } from '../../../lib/documents/document-format';
import { useApplicationLinkChoices, useProjectLinkChoices } from '../../../lib/documents/link-choices';
import { fieldProps } from '../../../lib/field-props';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useUpdateDocument } from '../api/update-document';
import {
  DOCUMENT_FIELD_LABELS,
  documentFormSchema,
  toDocumentFormValues,
  toDocumentUpdate,
  type DocumentFormValues,
} from '../schemas';

/** A chosen link stays choosable while the choices load, or when it is not among the first 100. */
function withChosen(
  choices: { value: string; label: string }[] | undefined,
  chosen: { id: string; name: string } | null,
) {
  const list = choices ?? [];
  return chosen && !list.some((choice) => choice.value === chosen.id)
    ? [{ value: chosen.id, label: chosen.name }, ...list]
    : list;
}

function DocumentForm({
  organizationId,
  document,
  onDone,
}: {
  organizationId: string;
  document: GrantDocument;
  onDone: () => void;
}) {
  const update = useUpdateDocument(organizationId, document.id);
  const projects = useProjectLinkChoices(organizationId);
  const applications = useApplicationLinkChoices(organizationId);
  const before = toDocumentFormValues(document);
  const form = useForm<DocumentFormValues>({ resolver: zodResolver(documentFormSchema), defaultValues: before });

  const submit = form.handleSubmit(async (values) => {
    const changes = toDocumentUpdate(values, before);
    try {
      if (changes) {
        const saved = await update.mutateAsync(changes);
        toast({ title: 'Document saved', description: `${saved.name} is up to date.` });
      }
      onDone();
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, DOCUMENT_FIELD_LABELS)) notifyError(error, 'Document Not Saved');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Name" autoComplete="off" {...fieldProps(form, 'name')} />
      <SelectField label="Kind" {...fieldProps(form, 'kind')}>
        {DOCUMENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Project" {...fieldProps(form, 'projectId')}>
        <option value="">No project</option>
        {withChosen(projects.data, document.project).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Application" {...fieldProps(form, 'applicationId')}>
        <option value="">No application</option>
        {withChosen(applications.data, document.application).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <FormActions submitLabel="Save changes" submitting={form.formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** Rename, kind and links, for editors; the server's refusals stay beside their fields. */
export function EditDocumentDialog({
  organizationId,
  document,
  open,
  onOpenChange,
}: {
  organizationId: string;
  document: GrantDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit document" className="max-w-xl">
      <DocumentForm organizationId={organizationId} document={document} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
