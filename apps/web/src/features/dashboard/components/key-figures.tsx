import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { applicationPath, ROUTES } from '@grantpilot/shared/constants';
import type { Dashboard } from '@grantpilot/shared/contracts/dashboard';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { browserTimeZone, describeDeadline } from '../../../lib/deadline-format';
import { daysUntil } from '../dashboard-figures';
import { Amounts } from './amounts';

export const KEY_FIGURE_CARDS = 6;

/** PRODUCT.md §10's six figures, each card entering 70 ms after the one before. */
export function KeyFigures({ dashboard }: { dashboard: Dashboard }) {
  const next = dashboard.nextDeadline;
  const figures: { label: string; value: ReactNode; note?: ReactNode }[] = [
    {
      label: 'Active projects',
      value: dashboard.activeProjects,
      note: (
        <Link to={`${ROUTES.projects}?status=active`} className={linkClass}>
          See projects
        </Link>
      ),
    },
    {
      label: 'Open applications',
      value: dashboard.openApplications,
      note: (
        <Link to={ROUTES.applications} className={linkClass}>
          See applications
        </Link>
      ),
    },
    {
      label: 'Total requested',
      value: <Amounts amounts={dashboard.requested} />,
      note: 'Every application not withdrawn',
    },
    { label: 'Total awarded', value: <Amounts amounts={dashboard.awarded} /> },
    {
      label: 'Success rate',
      value: dashboard.successRate === null ? '—' : `${dashboard.successRate}%`,
      note: dashboard.decided
        ? `${dashboard.awardedCount} awarded of ${dashboard.decided} decided`
        : 'No decisions yet',
    },
    {
      label: 'Next deadline',
      value: next ? daysUntil(next.deadline.at) : 'None',
      note: next ? (
        <Link to={applicationPath(next.applicationId)} className={linkClass}>
          {next.title} · {describeDeadline(next.deadline, browserTimeZone()).stated}
        </Link>
      ) : (
        'No open application has a deadline ahead'
      ),
    },
  ];
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      {figures.map(({ label, value, note }, index) => (
        <li key={label} className="min-w-0">
          <Card enterIndex={index} className="flex h-full flex-col gap-1 p-5">
            <p className="text-sm text-muted-foreground">{label}</p>
            <div className="text-xl font-semibold sm:text-2xl">{value}</div>
            {note ? <div className="mt-auto pt-1 text-xs text-muted-foreground">{note}</div> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

const linkClass = cn('rounded-sm underline underline-offset-2 hover:text-foreground', focusRing);
