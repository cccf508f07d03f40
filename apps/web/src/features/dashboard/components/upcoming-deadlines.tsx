import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import { applicationPath } from '@grantpilot/shared/constants';
import type { DeadlineItem } from '@grantpilot/shared/contracts/dashboard';
import { UPCOMING_DEADLINE_DAYS } from '@grantpilot/shared/dashboard-periods';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { browserTimeZone, describeDeadline } from '../../../lib/deadline-format';
import { daysUntil } from '../dashboard-figures';

/** Open applications due in the next 30 days, soonest first, in the call's zone and the viewer's. */
export function UpcomingDeadlines({ items, index }: { items: readonly DeadlineItem[]; index: number }) {
  const zone = browserTimeZone();
  return (
    <Card enterIndex={index} aria-labelledby="deadlines-heading" className="flex flex-col">
      <h2
        id="deadlines-heading"
        className="flex items-center gap-2 border-b border-border px-5 py-3 text-sm font-semibold"
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        Upcoming deadlines
        <span className="font-normal text-muted-foreground">(next {UPCOMING_DEADLINE_DAYS} days)</span>
      </h2>
      {items.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground">
          Nothing is due in the next {UPCOMING_DEADLINE_DAYS} days.
        </p>
      ) : (
        <ol className="divide-y divide-border">
          {items.map((item) => {
            const { stated, yours } = describeDeadline(item.deadline, zone);
            return (
              <li key={item.applicationId} className="flex flex-col gap-0.5 px-5 py-3 text-sm">
                <Link
                  to={applicationPath(item.applicationId)}
                  className={cn('self-start rounded-sm font-medium hover:underline', focusRing)}
                >
                  {item.title}
                </Link>
                <span className="text-muted-foreground">
                  {[item.funderName, STATUS_LABELS[item.status]].filter(Boolean).join(' · ')}
                </span>
                <span>
                  <strong className="font-semibold">{daysUntil(item.deadline.at)}</strong> · {stated}
                  {yours ? <span className="text-muted-foreground"> · {yours}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
