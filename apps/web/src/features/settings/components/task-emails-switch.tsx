import type { Settings } from '@grantpilot/shared/contracts/settings';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useUpdatePreferences } from '../../../lib/api/update-settings';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';

/** An email when a colleague assigns you a task; on unless turned off. */
export function TaskEmailsSwitch({ uid, settings }: { uid: string | undefined; settings: Settings | undefined }) {
  const update = useUpdatePreferences(uid);
  const enabled = settings?.preferences.taskEmails !== false;
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor="task-emails">Email me when I am assigned a task</Label>
      <Switch
        id="task-emails"
        checked={enabled}
        disabled={!settings || update.isPending}
        onCheckedChange={(checked) =>
          update.mutate(
            { taskEmails: checked },
            {
              onSuccess: () =>
                toast({
                  title: checked ? 'Task emails on' : 'Task emails off',
                  description: 'Your choice is saved.',
                }),
              onError: (error) => notifyError(error, 'Save Failed'),
            },
          )
        }
      />
    </div>
  );
}
