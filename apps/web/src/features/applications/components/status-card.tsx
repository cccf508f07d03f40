import { ArrowRight } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { moveBackTargets, STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { ApplicationDetail, StatusChange } from '@grantpilot/shared/contracts/applications';
import { formatMoney } from '@grantpilot/shared/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { AmountField } from '../../../components/ui/money-fields';
import { Spinner } from '../../../components/ui/spinner';
import { fieldProps } from '../../../lib/field-props';
import { formatDateTime, formatDate, localToday } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { moveTargets } from '../board-moves';
import { ApplicationStatusBadge } from '../../../components/applications/application-status-badge';
import {
  STATUS_MOVE_FIELD_LABELS,
  statusMoveFormSchema,
  statusMoveFormValues,
  toStatusMoveDetails,
  type StatusMoveFormValues,
} from '../schemas';
import type { ApplicationCardProps } from './application-card-props';
import { useMoveToast } from './move-toast';
/** Moves the application along the pipeline, or back with a reason; a refusal says why, beside its field. */
function StatusControl({ organizationId, application }: { organizationId: string; application: ApplicationDetail }) {
  const forward = moveTargets(application.status);
  const back = moveBackTargets(application.status);
  const changeStatus = useChangeApplicationStatus(organizationId);
  const announceMove = useMoveToast(organizationId);
  const form = useForm<StatusMoveFormValues>({
    resolver: zodResolver(statusMoveFormSchema),
    defaultValues: statusMoveFormValues(application, '', localToday()),
  });
  const to = useWatch({ control: form.control, name: 'to' });
  const currency = application.currency;
  const refusal = form.formState.errors.root?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const move = await changeStatus.mutateAsync({
        application,
        to: values.to as ApplicationStatus,
        details: toStatusMoveDetails(values),
      });
      announceMove(move);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, STATUS_MOVE_FIELD_LABELS)) {
        form.setError('root', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form noValidate aria-label="Change status" className="flex flex-col gap-3" onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Move to" {...fieldProps(form, 'to')}>
          <option value="">Choose a status</option>
          {forward.map((target) => (
            <option key={target} value={target}>
              {STATUS_LABELS[target]}
            </option>
          ))}
          {back.length ? (
            <optgroup label="Move back (give a reason)">
              {back.map((target) => (
                <option key={target} value={target}>
                  {STATUS_LABELS[target]}
                </option>
              ))}
            </optgroup>
          ) : null}
        </SelectField>
        {to === 'awarded' ? (
          <AmountField label="Amount awarded" currency={currency} {...fieldProps(form, 'amountAwarded')} />
        ) : null}
        {to === 'awarded' || to === 'declined' ? (
          <FormField label="Decision date" type="date" {...fieldProps(form, 'decidedOn')} />
        ) : null}
        {to && back.includes(to) ? (
          <div className="sm:col-span-2">
            <FormField
              label="Reason"
              autoComplete="off"
              hint="Why it moves back: the status history keeps it."
              {...fieldProps(form, 'reason')}
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" className="sm:self-start" disabled={!to || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner className="size-4" /> : null}
          Change status
        </Button>
        {refusal ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {refusal}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** One entry of the history: the move, who and when, and what it carried. */
function HistoryEntry({ change, currency }: { change: StatusChange; currency: string }) {
  return (
    <li className="flex flex-col gap-0.5 text-sm">
      <div className="flex flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-2">
        <span className="inline-flex items-center gap-1.5">
          {change.from ? (
            <>
              {STATUS_LABELS[change.from]} <ArrowRight aria-hidden="true" className="size-3.5" />
              <span className="sr-only">to </span>
              {STATUS_LABELS[change.to]}
            </>
          ) : (
            `Created as ${STATUS_LABELS[change.to].toLowerCase()}`
          )}
          {change.undoOf ? <span className="text-muted-foreground">(undone)</span> : null}
        </span>
        <span className="text-muted-foreground">
          {change.changedByName ?? 'Someone'} ·{' '}
          <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
        </span>
      </div>
      {change.amountAwarded || change.decidedOn ? (
        <p className="text-muted-foreground">
          {change.amountAwarded ? `Awarded ${formatMoney(change.amountAwarded, currency)}` : 'Decided'}
          {change.decidedOn ? ` on ${formatDate(change.decidedOn)}` : ''}
        </p>
      ) : null}
      {change.reason ? <p className="text-muted-foreground">Reason: {change.reason}</p> : null}
    </li>
  );
}

/** Where the application is in the pipeline, how to move it on, and every move so far (who, when). */
export function StatusCard({ organizationId, application, canEdit, index }: ApplicationCardProps) {
  return (
    <Card enterIndex={index} aria-labelledby="application-status-heading">
      <CardHeader>
        <CardTitle id="application-status-heading" className="flex items-center gap-2">
          Status <ApplicationStatusBadge status={application.status} />
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {canEdit ? (
          // A new form for each state of the application: a move, an undo or someone else's
          // change starts it afresh from what the application now says.
          <StatusControl key={application.updatedAt} organizationId={organizationId} application={application} />
        ) : null}
        <div>
          <h3 className="mb-2 text-sm font-semibold">History</h3>
          <ol aria-label="Status history" className="flex flex-col gap-2">
            {[...application.history].reverse().map((change) => (
              <HistoryEntry key={change.id} change={change} currency={application.currency} />
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
