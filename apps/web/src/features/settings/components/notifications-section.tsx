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

/**
 * Email about deadlines (14, 7 and 1 day(s) before, for the applications the user owns, in the
 * time zone chosen here) and about tasks assigned to the user.
 */
export function NotificationsSection({ index }: { index: number }) {
  const { user, status } = useAuth();
  const settings = useSettings(user?.uid, status === 'authenticated');
  const update = useUpdatePreferences(user?.uid);
  const enabled = settings.data?.preferences.reminderEmails !== false;
  return (
    <Card enterIndex={index} aria-labelledby="notifications-heading">
      <CardHeader>
        <CardTitle id="notifications-heading">Email notifications</CardTitle>
        <CardDescription>
          Reminders 14, 7 and 1 day(s) before the deadline of each application you own, tasks given to you, and answers to your support tickets.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="reminder-emails">Deadline reminder emails</Label>
          <Switch
            id="reminder-emails"
            checked={enabled}
            disabled={!settings.data || update.isPending}
            onCheckedChange={(checked) =>
              update.mutate(
                { reminderEmails: checked },
                {
                  onSuccess: () =>
                    toast({ title: checked ? 'Reminders on' : 'Reminders off', description: 'Your choice is saved.' }),
                  onError: (error) => notifyError(error, 'Save Failed'),
                },
              )
            }
          />
        </div>
        <TimeZoneField uid={user?.uid} settings={settings.data} />
        <TaskEmailsSwitch uid={user?.uid} settings={settings.data} />
        <SupportEmailsSwitch />
      </CardContent>
    </Card>
  );
}
