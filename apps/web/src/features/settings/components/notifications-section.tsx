import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useSettings } from '../../../lib/api/get-settings';
import { useUpdatePreferences } from '../../../lib/api/update-settings';
import { useAuth } from '../../../lib/auth/auth-context';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { SupportEmailsSwitch } from './support-emails-switch';
import { TaskEmailsSwitch } from './task-emails-switch';
import { TimeZoneField } from './time-zone-field';

/** A boolean email preference that is on unless the user turned it off. */
function EmailSwitch({
  id,
  preference,
  label,
  hint,
  toasts,
}: {
  id: string;
  preference: 'reminderEmails' | 'weeklyDigest';
  label: string;
  hint?: string;
  toasts: { on: string; off: string };
}) {
  const { user, status } = useAuth();
  const settings = useSettings(user?.uid, status === 'authenticated');
  const update = useUpdatePreferences(user?.uid);
  const enabled = settings.data?.preferences[preference] !== false;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        checked={enabled}
        disabled={!settings.data || update.isPending}
        onCheckedChange={(checked) =>
          update.mutate(
            { [preference]: checked },
            {
              onSuccess: () => toast({ title: checked ? toasts.on : toasts.off, description: 'Your choice is saved.' }),
              onError: (error) => notifyError(error, 'Save Failed'),
            },
          )
        }
      />
    </div>
  );
}

/**
 * Email about deadlines (14, 7 and 1 day(s) before, for the applications the user owns, in the
 * time zone chosen here), the weekly digest on Monday morning in that zone, tasks assigned to the
 * user, and answers to their support tickets.
 */
export function NotificationsSection({ index }: { index: number }) {
  const { user, status } = useAuth();
  const settings = useSettings(user?.uid, status === 'authenticated');
  return (
    <Card enterIndex={index} aria-labelledby="notifications-heading">
      <CardHeader>
        <CardTitle id="notifications-heading">Email notifications</CardTitle>
        <CardDescription>
          Reminders 14, 7 and 1 day(s) before the deadline of each application you own, a weekly digest, tasks given to
          you, and answers to your support tickets.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <EmailSwitch
          id="reminder-emails"
          preference="reminderEmails"
          label="Deadline reminder emails"
          toasts={{ on: 'Reminders on', off: 'Reminders off' }}
        />
        <EmailSwitch
          id="weekly-digest"
          preference="weeklyDigest"
          label="Weekly digest"
          hint="Monday morning in your time zone (UTC until you choose one): deadlines in the next 14 days, your tasks due and what changed in your organisations."
          toasts={{ on: 'Weekly digest on', off: 'Weekly digest off' }}
        />
        <TimeZoneField uid={user?.uid} settings={settings.data} />
        <TaskEmailsSwitch uid={user?.uid} settings={settings.data} />
        <SupportEmailsSwitch />
      </CardContent>
    </Card>
  );
}
