import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { useProjectActivity } from '../api/get-project-activity';

/** Who changed the project and when, newest first, a page at a time. */
export function ProjectActivityCard({
  organizationId,
  projectId,
  index,
}: {
  organizationId: string;
  projectId: string;
  index: number;
}) {
  const activity = useProjectActivity(organizationId, projectId);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card enterIndex={index} aria-labelledby="project-activity-heading">
      <h2
        id="project-activity-heading"
        className="flex items-center gap-2 border-b border-border px-5 py-3 text-base font-semibold"
      >
        <History aria-hidden="true" className="size-4" />
        Activity
      </h2>
      {activity.isPending ? <LoadingPanel label="Loading activity…" /> : null}
      {activity.isError ? <ErrorPanel error={activity.error} onRetry={() => activity.refetch()} /> : null}
      {activity.isSuccess && entries.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground">Nothing has happened yet.</p>
      ) : null}
      {entries.length ? (
        <ol className="divide-y divide-border">
          {entries.map((entry) => (
            <li key={entry.id} className="px-5 py-3 text-sm">
              <span className="font-medium">{entry.actorName ?? 'Someone'}</span> {entry.summary}
              <time dateTime={entry.createdAt} className="block text-xs text-muted-foreground">
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
      {activity.hasNextPage ? (
        <div className="border-t border-border px-5 py-3">
          <Button
            variant="outline"
            size="sm"
            disabled={activity.isFetchingNextPage}
            onClick={() => activity.fetchNextPage()}
          >
            {activity.isFetchingNextPage ? <Spinner className="size-4" /> : null}
            Show earlier activity
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
