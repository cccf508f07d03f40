import { Link } from 'react-router';
import { funderPath, projectPath } from '@grantpilot/shared/constants';
import type { ApplicationDetail } from '@grantpilot/shared/contracts/applications';
import { focusRing } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Detail, DetailText, NotSet } from '../../../components/ui/details';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { ApplicationStatusBadge } from '../../../components/applications/application-status-badge';
import { DeadlineText } from '../../../components/applications/deadline-text';

const none = <NotSet />;
const linkStyle = cn('rounded-sm text-primary underline-offset-4 hover:underline', focusRing);

/** The application's fields, read-only; editing happens in the dialog the page's Edit opens. */
export function ApplicationDetailsCard({ application, index }: { application: ApplicationDetail; index: number }) {
  const amount = (value: string | null) =>
    value === null ? none : <Money amount={value} currency={application.currency} />;
  return (
    <Card enterIndex={index} aria-labelledby="application-details-heading">
      <CardHeader>
        <CardTitle id="application-details-heading">Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <Detail term="Status">
            <ApplicationStatusBadge status={application.status} />
          </Detail>
          <Detail term="Funder">
            {application.funder ? (
              <Link to={funderPath(application.funder.id)} className={linkStyle}>
                {application.funder.name}
              </Link>
            ) : (
              none
            )}
          </Detail>
          <Detail term="Programme">{application.programme ?? none}</Detail>
          <Detail term="Project">
            {application.project ? (
              <Link to={projectPath(application.project.id)} className={linkStyle}>
                {application.project.name}
              </Link>
            ) : (
              none
            )}
          </Detail>
          <Detail term="Amount requested">{amount(application.amountRequested)}</Detail>
          <Detail term="Amount awarded">{amount(application.amountAwarded)}</Detail>
          <Detail term="Currency">{application.currency}</Detail>
          <Detail term="Owner">{application.owner?.name ?? none}</Detail>
          <Detail term="Deadline" wide>
            {application.deadline ? <DeadlineText deadline={application.deadline} status={application.status} /> : none}
          </Detail>
          <Detail term="Internal deadline">
            {application.internalDeadline ? formatDate(application.internalDeadline) : none}
          </Detail>
          <Detail term="Submitted on">{application.submittedOn ? formatDate(application.submittedOn) : none}</Detail>
          <Detail term="Decided on">{application.decidedOn ? formatDate(application.decidedOn) : none}</Detail>
          <Detail term="Last updated">
            <time dateTime={application.updatedAt}>{formatDateTime(application.updatedAt)}</time>
          </Detail>
        </dl>
        <DetailText heading="Notes" text={application.notes} emptyText="No notes yet." />
      </CardContent>
    </Card>
  );
}
