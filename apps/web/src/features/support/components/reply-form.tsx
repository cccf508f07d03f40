import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TicketReplyBody } from '@grantpilot/shared/contracts/support';
import { FormActions } from '../../../components/ui/form-actions';
import { TextareaField } from '../../../components/ui/textarea';
import { fieldProps } from '../../../lib/field-props';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { replyFormSchema, type ReplyFormValues } from '../schemas';
import { AttachmentPicker, uploadedIds, type PendingFile } from './attachment-picker';

/** A reply with files; what was typed stays when sending fails. */
export function ReplyForm({
  label,
  submitLabel,
  onSend,
}: {
  label: string;
  submitLabel: string;
  onSend: (body: TicketReplyBody) => Promise<unknown>;
}) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const form = useForm<ReplyFormValues>({ resolver: zodResolver(replyFormSchema), defaultValues: { message: '' } });
  const attachmentIds = uploadedIds(files);

  const submit = form.handleSubmit(async (values) => {
    if (!attachmentIds) return;
    try {
      await onSend({ message: values.message, attachmentIds });
      form.reset();
      setFiles([]);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, { message: 'Message' })) notifyError(error, 'Reply Not Sent');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextareaField label={label} rows={5} hint="Markdown works here." {...fieldProps(form, 'message')} />
      <AttachmentPicker files={files} onChange={setFiles} />
      <FormActions
        submitLabel={attachmentIds ? submitLabel : 'Waiting for the files…'}
        submitting={form.formState.isSubmitting || !attachmentIds}
      />
    </form>
  );
}
