import { History } from 'lucide-react';
import { useActivity, type ActivityEntity } from '../lib/activity/get-activity';
import { formatDateTime } from '../lib/format-date';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { ErrorPanel, LoadingPanel } from './ui/query-state';
import { Spinner } from './ui/spinner';

/** The activity log as a card: who did what, and when, newest first, with earlier pages on demand. */
export function ActivityFeed({
  organizationId,
  entity,
  title,
  index,
}: {
  organizationId: string;
  entity?: ActivityEntity;
  title: string;
  index: number;
}) {
  const activity = useActivity(organizationId, entity);
  return <ActivityFeedCard activity={activity} entity={entity} title={title} index={index} />;
}

/** The card for a read of the activity its page started itself (the dashboard, with its other reads). */
export function ActivityFeedCard({
  activity,
  entity,
  title,
  index,
}: {
  activity: ReturnType<typeof useActivity>;
  entity?: ActivityEntity;
  title: string;
  index: number;
}) {
  const headingId = `activity-heading-${entity?.id ?? 'organization'}`;
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card enterIndex={index} aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 border-b border-border px-5 py-3 text-sm font-semibold">
        <History aria-hidden="true" className="size-4" />
        {title}
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
