import { useId, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { ApplicationDetail } from '@grantpilot/shared/contracts/applications';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { moveTargets } from '../board-moves';
import { ApplicationStatusBadge } from '../../../components/applications/application-status-badge';
import type { ApplicationCardProps } from './application-card-props';

/** Moves the application along the pipeline: only the allowed moves are offered; a refusal says why. */
function StatusControl({ organizationId, application }: { organizationId: string; application: ApplicationDetail }) {
  const targets = moveTargets(application.status);
  const [to, setTo] = useState<ApplicationStatus | ''>('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const changeStatus = useChangeApplicationStatus(organizationId);
  const errorId = useId();
  const chosen = to && targets.includes(to) ? to : '';

  if (!targets.length) {
    return <p className="text-sm text-muted-foreground">This status is final: the application moves no further.</p>;
  }
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!chosen) return;
        setRefusal(null);
        try {
          const saved = await changeStatus.mutateAsync({ application, to: chosen });
          setTo('');
          toast({
            title: 'Status changed',
            description: `${saved.title} is now ${STATUS_LABELS[saved.status].toLowerCase()}.`,
          });
        } catch (error) {
          setRefusal(errorMessage(error));
        }
      }}
    >
      <div className="sm:w-64">
        <SelectField
          label="Move to"
          value={chosen}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => setTo(event.target.value as ApplicationStatus | '')}
        >
          <option value="">Choose a status</option>
          {targets.map((target) => (
            <option key={target} value={target}>
              {STATUS_LABELS[target]}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={!chosen || changeStatus.isPending}>
        {changeStatus.isPending ? <Spinner className="size-4" /> : null}
        Change status
      </Button>
      {refusal ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive sm:self-center">
          {refusal}
        </p>
      ) : null}
    </form>
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
        {canEdit ? <StatusControl organizationId={organizationId} application={application} /> : null}
        <div>
          <h3 className="mb-2 text-sm font-semibold">History</h3>
          <ol aria-label="Status history" className="flex flex-col gap-2">
            {[...application.history].reverse().map((change) => (
              <li key={change.id} className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-center sm:gap-2">
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
                </span>
                <span className="text-muted-foreground">
                  {change.changedByName ?? 'Someone'} ·{' '}
                  <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
