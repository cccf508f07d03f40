import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Application } from '@grantpilot/shared/contracts/applications';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { AmountField } from '../../../components/ui/money-fields';
import { fieldProps } from '../../../lib/field-props';
import { localToday } from '../../../lib/format-date';
import type { StatusMoveDetails } from '../api/change-application-status';
import { statusMoveFormSchema, statusMoveFormValues, toStatusMoveDetails, type StatusMoveFormValues } from '../schemas';

/**
 * A card dropped on Awarded: before it moves, the amount the funder granted (what was asked for,
 * to start with) and the day they decided.
 */
export function AwardDialog({
  application,
  onAward,
  onCancel,
}: {
  application: Application | null;
  onAward: (application: Application, details: StatusMoveDetails) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={application ? `Award ${application.title}` : 'Award'}
      description="What the funder granted, and when they decided."
    >
      {application ? (
        <AwardForm key={application.id} application={application} onAward={onAward} onCancel={onCancel} />
      ) : null}
    </Dialog>
  );
}

function AwardForm({
  application,
  onAward,
  onCancel,
}: {
  application: Application;
  onAward: (application: Application, details: StatusMoveDetails) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<StatusMoveFormValues>({
    resolver: zodResolver(statusMoveFormSchema),
    defaultValues: statusMoveFormValues(application, 'awarded', localToday()),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => onAward(application, toStatusMoveDetails(values)))}
    >
      <AmountField label="Amount awarded" currency={application.currency} {...fieldProps(form, 'amountAwarded')} />
      <FormField label="Decision date" type="date" {...fieldProps(form, 'decidedOn')} />
      <FormActions submitLabel="Mark as awarded" submitting={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
