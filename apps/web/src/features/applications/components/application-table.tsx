import { Link } from 'react-router';
import { applicationPath, funderPath } from '@grantpilot/shared/constants';
import type { Application } from '@grantpilot/shared/contracts/applications';
import { focusRing } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { ApplicationStatusBadge } from './application-status-badge';
import { DeadlineText } from './deadline-text';

const none = <span className="text-muted-foreground">—</span>;
const linkStyle = cn('rounded-sm text-primary underline-offset-4 hover:underline', focusRing);

function Amount({ amount, currency }: { amount: string | null; currency: string }) {
  return amount === null ? none : <Money amount={amount} currency={currency} />;
}

function FunderLink({ application }: { application: Application }) {
  if (!application.funder) return none;
  return (
    <Link to={funderPath(application.funder.id)} className={linkStyle}>
      {application.funder.name}
    </Link>
  );
}

function TitleLink({ application, className }: { application: Application; className?: string }) {
  return (
    <Link to={applicationPath(application.id)} className={cn(linkStyle, 'font-medium', className)}>
      {application.title}
    </Link>
  );
}

/**
 * Applications as a table where there is room, as stacked cards on a phone (seven columns cannot
 * be read at 360 px). Only one of the two is displayed, so only one is announced.
 */
export function ApplicationTable({
  applications,
  caption,
  showFunder = true,
}: {
  applications: Application[];
  caption: string;
  showFunder?: boolean;
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Application
            </th>
            {showFunder ? (
              <th scope="col" className="px-4 py-3 font-medium">
                Funder
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Requested
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Awarded
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Deadline
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Owner
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {applications.map((application) => (
            <tr key={application.id} className="align-top">
              <td className="max-w-xs px-4 py-3">
                <TitleLink application={application} />
                {application.programme ? <p className="mt-1 text-muted-foreground">{application.programme}</p> : null}
              </td>
              {showFunder ? (
                <td className="px-4 py-3">
                  <FunderLink application={application} />
                </td>
              ) : null}
              <td className="px-4 py-3">
                <ApplicationStatusBadge status={application.status} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Amount amount={application.amountRequested} currency={application.currency} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Amount amount={application.amountAwarded} currency={application.currency} />
              </td>
              <td className="max-w-56 px-4 py-3">
                <DeadlineText deadline={application.deadline} status={application.status} />
              </td>
              <td className="px-4 py-3">{application.owner?.name ?? none}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={caption} className="divide-y divide-border lg:hidden">
        {applications.map((application) => (
          <li key={application.id} className="flex flex-col gap-2 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <TitleLink application={application} className="min-w-0 break-words" />
              <ApplicationStatusBadge status={application.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {showFunder ? (
                <>
                  <dt className="text-muted-foreground">Funder</dt>
                  <dd className="min-w-0 break-words">
                    <FunderLink application={application} />
                  </dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Requested</dt>
              <dd>
                <Amount amount={application.amountRequested} currency={application.currency} />
              </dd>
              {application.amountAwarded !== null ? (
                <>
                  <dt className="text-muted-foreground">Awarded</dt>
                  <dd>
                    <Amount amount={application.amountAwarded} currency={application.currency} />
                  </dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Deadline</dt>
              <dd>
                <DeadlineText deadline={application.deadline} status={application.status} />
              </dd>
              <dt className="text-muted-foreground">Owner</dt>
              <dd>{application.owner?.name ?? none}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
