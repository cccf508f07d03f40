import type { ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { Deadline } from '@grantpilot/shared/contracts/applications';
import { Badge } from '../ui/badge';
import { cn } from '../../lib/cn';
import { browserTimeZone, describeDeadline, isDeadlinePast } from '../../lib/deadline-format';

/**
 * A deadline as the call states it, with the viewer's own time beside it when that differs, and
 * "Past" while an application is still open after it.
 */
export function DeadlineText({
  deadline,
  status,
  className,
}: {
  deadline: Deadline | null;
  status: ApplicationStatus;
  className?: string;
}) {
  if (!deadline) return <span className={cn('text-muted-foreground', className)}>—</span>;
  const { stated, yours } = describeDeadline(deadline, browserTimeZone());
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-1', className)}>
      <time dateTime={deadline.at}>{stated}</time>
      {yours ? <span className="text-muted-foreground">· {yours}</span> : null}
      {isDeadlinePast(deadline, status) ? <Badge tone="warning">Past</Badge> : null}
    </span>
  );
}
