import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { supportTicketPath } from '@grantpilot/shared/constants';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS } from '@grantpilot/shared/contracts/support';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea';
import { fieldProps } from '../../../lib/field-props';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast/toast-store';
import { useCreateTicket } from '../api/create-ticket';
import { contactFormSchema, type ContactFormValues } from '../schemas';
import { AttachmentPicker, uploadedIds, type PendingFile } from './attachment-picker';

/** The contact form (PRODUCT §8): subject, category, message and files open a support ticket. */
export function ContactForm({ index }: { index: number }) {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { subject: '', category: '' as ContactFormValues['category'], message: '' },
  });
  const attachmentIds = uploadedIds(files);

  const submit = form.handleSubmit(async (values) => {
    if (!attachmentIds) return;
    try {
      const ticket = await create.mutateAsync({ ...values, attachmentIds });
      toast({ title: 'Ticket opened', description: 'We have your message and will answer by email.' });
      void navigate(supportTicketPath(ticket.id));
    } catch (error) {
      const placed = setServerFieldErrors(error, form.setError, {
        subject: 'Subject',
        category: 'Category',
        message: 'Message',
      });
      if (!placed) notifyError(error, 'Ticket Not Sent');
    }
  });

  return (
    <Card enterIndex={index} aria-labelledby="contact-heading">
      <CardHeader>
        <CardTitle id="contact-heading">Contact support</CardTitle>
        <CardDescription>
          The administrators of this GrantPilot server answer here and by email. Markdown works in the message.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label="Subject" autoComplete="off" {...fieldProps(form, 'subject')} />
          <SelectField label="Category" {...fieldProps(form, 'category')}>
            <option value="">Choose a category</option>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {TICKET_CATEGORY_LABELS[category]}
              </option>
            ))}
          </SelectField>
          <TextareaField label="Message" rows={6} {...fieldProps(form, 'message')} />
          <AttachmentPicker files={files} onChange={setFiles} />
          <FormActions
            submitLabel={attachmentIds ? 'Send to support' : 'Waiting for the files…'}
            submitting={form.formState.isSubmitting || !attachmentIds}
          />
        </form>
      </CardContent>
    </Card>
  );
}
