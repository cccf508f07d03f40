import type { ScheduledJob } from '@grantpilot/shared/contracts/admin';
import { Badge } from '../../../components/ui/badge';
import { None } from '../../../components/ui/money';
import { DataTable, type TableColumn } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format-date';

const COLUMNS: TableColumn<ScheduledJob>[] = [
  { key: 'name', header: 'Job', phone: 'title', cell: (job) => <code className="text-sm">{job.name}</code> },
  { key: 'schedule', header: 'Schedule', cell: (job) => (job.cron ? <code>{job.cron}</code> : 'On demand') },
  {
    key: 'completed',
    header: 'Last completed',
    cell: (job) => (job.lastCompletedAt ? formatDateTime(job.lastCompletedAt) : <None />),
  },
  {
    key: 'failed',
    header: 'Failures',
    cell: (job) =>
      job.failedCount === 0 ? (
        'None'
      ) : (
        <span className="flex flex-col gap-1">
          <span>
            <Badge tone="warning">{job.failedCount} failed</Badge>
            {job.lastFailedAt ? ` last ${formatDateTime(job.lastFailedAt)}` : null}
          </span>
          {job.lastError ? <span className="break-words text-muted-foreground">{job.lastError}</span> : null}
        </span>
      ),
  },
];

/** The background jobs with their schedules and last runs, as the queue's tables tell them. */
export function JobList({ jobs }: { jobs: ScheduledJob[] }) {
  return (
    <DataTable caption="Background jobs" rows={jobs} rowKey={(job) => job.name} columns={COLUMNS} stackBelow="md" />
  );
}
