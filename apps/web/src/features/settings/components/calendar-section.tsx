import { useId, useState } from 'react';
import { Copy, ExternalLink } from 'lucide-react';
import { CALENDAR_ALARMS, type CalendarAlarm } from '@grantpilot/shared/contracts/calendar';
import { Button, focusRing } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useUpdateCalendarAlarm } from '../api/update-calendar-alarm';
import { googleCalendarLink, outlookLink, webcalAddress } from '../calendar-links';

const ALARM_LABELS: Record<CalendarAlarm, string> = {
  none: 'No reminder',
  one_hour: '1 hour before',
  one_day: '1 day before',
  one_week: '1 week before',
};

/**
 * The secret calendar address (PRODUCT.md §5): deadlines, internal deadlines and tasks due, for
 * any calendar app, with the reminder the user chose. The address can be copied at any time;
 * making a new one stops the old one.
 */
export function CalendarSection({ index }: { index: number }) {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [confirming, setConfirming] = useState<'regenerate' | 'delete' | null>(null);
  const make = () => create.mutateAsync().then(() => undefined);

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
        {feed.data?.active && feed.data.url ? <FeedAddress url={feed.data.url} /> : null}
        {feed.data?.active && !feed.data.url ? (
          <p className="text-sm">
            Your calendar address was made on {formatDateTime(feed.data.createdAt!)}, before addresses were kept. Make a
            new one to see it; the old one then stops working.
          </p>
        ) : null}
        {feed.data && !feed.data.active ? <p className="text-sm">You have no calendar address yet.</p> : null}
        {feed.data?.active ? <AlarmChoice alarm={feed.data.alarm} /> : null}
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
          onConfirm={() => remove.mutateAsync()}
        />
      </CardContent>
    </Card>
  );
}

const linkClass = cn(
  'inline-flex items-center gap-1 rounded-sm text-sm underline underline-offset-2 hover:text-primary',
  focusRing,
);

/** The address to copy, and the links that subscribe a calendar app to it in one step. */
function FeedAddress({ url }: { url: string }) {
  const urlId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied', description: 'Paste it into your calendar app as a subscription.' });
    } catch (error) {
      notifyError(error, 'Copy Failed');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={urlId}>Your calendar address</Label>
      <div className="flex gap-2">
        <Input id={urlId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Keep it to yourself: anyone with it can read these dates.</p>
      <ul aria-label="Subscribe" className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        <li>
          <a className={linkClass} href={webcalAddress(url)}>
            Open in your calendar app
          </a>
        </li>
        <li>
          <a className={linkClass} href={googleCalendarLink(url)} target="_blank" rel="noreferrer">
            Add to Google Calendar
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </li>
        <li>
          <a className={linkClass} href={outlookLink(url)} target="_blank" rel="noreferrer">
            Add to Outlook
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The reminder calendar apps raise before each event of the feed; saved as it is chosen. */
function AlarmChoice({ alarm }: { alarm: CalendarAlarm }) {
  const alarmId = useId();
  const update = useUpdateCalendarAlarm();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={alarmId}>Reminder in your calendar</Label>
      <Select
        id={alarmId}
        className="sm:w-56"
        value={alarm}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(event.target.value as CalendarAlarm, {
            onSuccess: () => toast({ title: 'Reminder saved', description: 'Calendars show it at their next update.' }),
            onError: (error) => notifyError(error, 'Save Failed'),
          })
        }
      >
        {CALENDAR_ALARMS.map((choice) => (
          <option key={choice} value={choice}>
            {ALARM_LABELS[choice]}
          </option>
        ))}
      </Select>
    </div>
  );
}
