import { STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import type { Application, Deadline } from '@grantpilot/shared/contracts/applications';
import type { ProjectDetail } from '@grantpilot/shared/contracts/projects';
import { Link } from 'react-router';
import { applicationPath, ROUTES } from '@grantpilot/shared/constants';
import { Button, focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CurrencyTotalsTable } from '../../../components/ui/currency-totals-table';
import { cn } from '../../../lib/cn';
import { Money } from '../../../components/ui/money';
import { formatDate } from '../../../lib/format-date';

const none = <span className="text-muted-foreground">—</span>;

/** A deadline as the call states it: its day, its time and the time zone it is in. */
function formatDeadline(deadline: Deadline) {
  return `${formatDate(deadline.date)}, ${deadline.time} (${deadline.timeZone})`;
}

function Amount({ amount, application }: { amount: string | null; application: Application }) {
  return amount === null ? none : <Money amount={amount} currency={application.currency} />;
}

/**
 * The applications that would fund the project, with what they ask and won per currency
 * (amounts in different currencies are never added together). The tables scroll sideways on
 * a phone, inside a focusable region so a keyboard can scroll them too.
 */
export function ProjectApplicationsCard({
  project,
  index,
  canCreate,
}: {
  project: ProjectDetail;
  index: number;
  /** Editors and up may start an application for the project. */
  canCreate: boolean;
}) {
  const { applications, totals } = project;
  return (
    <Card enterIndex={index} aria-labelledby="project-applications-heading">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3">
        <h2 id="project-applications-heading" className="text-base font-semibold">
          Applications{applications.length ? ` (${applications.length})` : ''}
        </h2>
        {canCreate ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`${ROUTES.newApplication}?projectId=${encodeURIComponent(project.id)}`}>New application</Link>
          </Button>
        ) : null}
      </div>
      {applications.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground">No application is linked to this project yet.</p>
      ) : (
        <>
          <div role="region" aria-label="Applications table" tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-border text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Title
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Funder
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-medium">
                    Requested
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-medium">
                    Awarded
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Deadline
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {applications.map((application) => (
                  <tr key={application.id} className="align-top">
                    <th scope="row" className="px-5 py-3 font-medium">
                      <Link
                        to={applicationPath(application.id)}
                        className={cn('rounded-sm hover:underline', focusRing)}
                      >
                        {application.title}
                      </Link>
                    </th>
                    <td className="px-5 py-3">{application.funder?.name ?? none}</td>
                    <td className="px-5 py-3">{STATUS_LABELS[application.status]}</td>
                    <td className="px-5 py-3 text-right whitespace-nowrap">
                      <Amount amount={application.amountRequested} application={application} />
                    </td>
                    <td className="px-5 py-3 text-right whitespace-nowrap">
                      <Amount amount={application.amountAwarded} application={application} />
                    </td>
                    <td className="px-5 py-3">
                      {application.deadline ? (
                        <time dateTime={application.deadline.at}>{formatDeadline(application.deadline)}</time>
                      ) : (
                        none
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="border-t border-border">
            <CurrencyTotalsTable totals={totals} />
          </div>
        </>
      )}
    </Card>
  );
}
