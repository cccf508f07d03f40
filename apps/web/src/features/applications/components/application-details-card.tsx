import { Link } from 'react-router';
import { funderPath, projectPath } from '@grantpilot/shared/constants';
import type { ApplicationDetail } from '@grantpilot/shared/contracts/applications';
import { ApplicationStatusBadge } from '../../../components/applications/application-status-badge';
import { DeadlineText } from '../../../components/applications/deadline-text';
import { linkStyle } from '../../../components/ui/button';
import { DateDetail, Detail, DetailsCard, NotSet, TimeDetail } from '../../../components/ui/details';
import { Money } from '../../../components/ui/money';

const none = <NotSet />;

/** The funder or project an application names, as a link to its page. */
function RecordLink({ record, path }: { record: { id: string; name: string } | null; path: (id: string) => string }) {
  if (!record) return none;
  return (
    <Link to={path(record.id)} className={linkStyle}>
      {record.name}
    </Link>
  );
}

/** The application's fields, read-only. */
export function ApplicationDetailsCard({ application, index }: { application: ApplicationDetail; index: number }) {
  const amount = (value: string | null) =>
    value === null ? none : <Money amount={value} currency={application.currency} />;
  return (
    <DetailsCard
      headingId="application-details-heading"
      index={index}
      text={{ heading: 'Notes', text: application.notes, emptyText: 'No notes yet.' }}
    >
      <Detail term="Status">
        <ApplicationStatusBadge status={application.status} />
      </Detail>
      <Detail term="Funder">
        <RecordLink record={application.funder} path={funderPath} />
      </Detail>
      <Detail term="Programme">{application.programme ?? none}</Detail>
      <Detail term="Reference">{application.reference ?? none}</Detail>
      <Detail term="Project">
        <RecordLink record={application.project} path={projectPath} />
      </Detail>
      <Detail term="Amount requested">{amount(application.amountRequested)}</Detail>
      <Detail term="Amount awarded">{amount(application.amountAwarded)}</Detail>
      <Detail term="Currency">{application.currency}</Detail>
      <Detail term="Owner">{application.owner?.name ?? none}</Detail>
      <Detail term="Deadline" wide>
        {application.deadline ? <DeadlineText deadline={application.deadline} status={application.status} /> : none}
      </Detail>
      <DateDetail term="Internal deadline" date={application.internalDeadline} />
      <DateDetail term="Submitted on" date={application.submittedOn} />
      <DateDetail term="Decided on" date={application.decidedOn} />
      <TimeDetail term="Last updated" at={application.updatedAt} />
    </DetailsCard>
  );
}
