import { useId, useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';

/**
 * The secret calendar address (PRODUCT.md §5): deadlines, internal deadlines and tasks due, for
 * any calendar app. Only a hash is kept, so the address is shown once, right after it is made.
 */
export function CalendarSection({ index }: { index: number }) {
  const urlId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'regenerate' | 'delete' | null>(null);

  const make = async () => {
    const created = await create.mutateAsync();
    setUrl(created.url);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      toast({ title: 'Address copied', description: 'Paste it into your calendar app as a subscription.' });
    } catch (error) {
      notifyError(error, 'Copy Failed');
    }
  };

  return (
    <Card enterIndex={index} aria-labelledby="calendar-heading">
      <CardHeader>
        <CardTitle id="calendar-heading">Calendar feed</CardTitle>
        <CardDescription>
          Subscribe in Google Calendar, Outlook or Apple Calendar to see application deadlines, internal deadlines and
          your tasks due, across your organisations.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {feed.isPending ? <LoadingPanel /> : null}
        {feed.isError ? <ErrorPanel error={feed.error} onRetry={() => feed.refetch()} /> : null}
        {url ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={urlId}>Your calendar address</Label>
            <div className="flex gap-2">
              <Input id={urlId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
              <Button variant="outline" onClick={copy}>
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              Copy it now: for your safety it is not shown again. Anyone with it can read these dates.
            </p>
          </div>
        ) : null}
        {feed.data && !url ? (
          <p className="text-sm">
            {feed.data.active
              ? `Your calendar address was made on ${formatDateTime(feed.data.createdAt!)}. Make a new one to see it again; the old one then stops working.`
              : 'You have no calendar address yet.'}
          </p>
        ) : null}
        {feed.data ? (
          <div className="flex flex-wrap gap-2">
            {feed.data.active ? (
              <>
                <Button variant="outline" onClick={() => setConfirming('regenerate')}>
                  Make a new address…
                </Button>
                <Button variant="outline" onClick={() => setConfirming('delete')}>
                  Turn the feed off…
                </Button>
              </>
            ) : (
              <Button onClick={() => make().catch((error: unknown) => notifyError(error))} disabled={create.isPending}>
                {create.isPending ? <Spinner className="size-4" /> : null}
                Make my calendar address
              </Button>
            )}
          </div>
        ) : null}
        <ConfirmDialog
          open={confirming === 'regenerate'}
          onOpenChange={(open) => setConfirming(open ? 'regenerate' : null)}
          title="Make a new calendar address?"
          description="Calendars subscribed to the current address stop updating; subscribe them to the new one."
          confirmLabel="Make a new address"
          onConfirm={make}
        />
        <ConfirmDialog
          open={confirming === 'delete'}
          onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
          title="Turn the calendar feed off?"
          description="The current address stops working. You can make a new one later."
          confirmLabel="Turn it off"
          destructive
          onConfirm={async () => {
            await remove.mutateAsync();
            setUrl(null);
          }}
        />
      </CardContent>
    </Card>
  );
}
