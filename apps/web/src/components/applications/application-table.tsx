import { Link } from 'react-router';
import { applicationPath, funderPath } from '@grantpilot/shared/constants';
import type { Application, APPLICATION_SORTS } from '@grantpilot/shared/contracts/applications';
import { cn } from '../../lib/cn';
import { linkStyle } from '../ui/button';
import { MoneyOrNone, None } from '../ui/money';
import { DataTable, type TableColumn, type TableSort } from '../ui/table';
import { ApplicationStatusBadge } from './application-status-badge';
import { DeadlineText } from './deadline-text';

/** The orders of the applications list; the title, status, requested and deadline headers ask for theirs. */
export type ApplicationColumnSort = (typeof APPLICATION_SORTS)[number];

function FunderLink({ application }: { application: Application }) {
  if (!application.funder) return <None />;
  return (
    <Link to={funderPath(application.funder.id)} className={linkStyle}>
      {application.funder.name}
    </Link>
  );
}

function columnsOf(showFunder: boolean): TableColumn<Application, ApplicationColumnSort>[] {
  const columns: (TableColumn<Application, ApplicationColumnSort> | false)[] = [
    {
      key: 'title',
      header: 'Application',
      sortKey: 'title',
      phone: 'title',
      className: 'max-w-xs',
      cell: (application) => (
        <>
          <Link to={applicationPath(application.id)} className={cn(linkStyle, 'font-medium')}>
            {application.title}
          </Link>
          {application.programme ? <p className="mt-1 text-muted-foreground">{application.programme}</p> : null}
        </>
      ),
    },
    showFunder && { key: 'funder', header: 'Funder', cell: (application) => <FunderLink application={application} /> },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      phone: 'aside',
      cell: (application) => <ApplicationStatusBadge status={application.status} />,
    },
    {
      key: 'requested',
      header: 'Requested',
      align: 'end',
      sortKey: 'amountRequested',
      firstDirection: 'desc',
      cell: (application) => <MoneyOrNone amount={application.amountRequested} currency={application.currency} />,
    },
    {
      key: 'awarded',
      header: 'Awarded',
      align: 'end',
      phoneWhen: (application) => application.amountAwarded !== null,
      cell: (application) => <MoneyOrNone amount={application.amountAwarded} currency={application.currency} />,
    },
    {
      key: 'deadline',
      header: 'Deadline',
      sortKey: 'deadline',
      className: 'max-w-56',
      cell: (application) => <DeadlineText deadline={application.deadline} status={application.status} />,
    },
    { key: 'owner', header: 'Owner', cell: (application) => application.owner?.name ?? <None /> },
  ];
  return columns.filter((column) => column !== false);
}

/**
 * Applications as a table where there is room, as stacked cards on a phone (seven columns cannot
 * be read at 360 px). The applications page, a project's page and a funder's page show them so.
 */
export function ApplicationTable({
  applications,
  caption,
  showFunder = true,
  sort,
  onSortChange,
}: {
  applications: Application[];
  caption: string;
  showFunder?: boolean;
  sort?: TableSort<ApplicationColumnSort>;
  onSortChange?: (sort: TableSort<ApplicationColumnSort>) => void;
}) {
  return (
    <DataTable
      caption={caption}
      rows={applications}
      rowKey={(application) => application.id}
      columns={columnsOf(showFunder)}
      stackBelow="lg"
      {...(sort ? { sort } : {})}
      {...(onSortChange ? { onSortChange } : {})}
    />
  );
}
