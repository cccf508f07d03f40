import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useSettings } from '../../../lib/api/get-settings';
import { useUpdatePreferences } from '../../../lib/api/update-settings';
import { useAuth } from '../../../lib/auth/auth-context';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';

/** An email for each new message on a support ticket (PRODUCT §8); on unless turned off. */
export function SupportEmailsSwitch() {
  const { user, status } = useAuth();
  const settings = useSettings(user?.uid, status === 'authenticated');
  const update = useUpdatePreferences(user?.uid);
  const enabled = settings.data?.preferences.supportEmails !== false;
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor="support-emails">Support ticket emails</Label>
      <Switch
        id="support-emails"
        checked={enabled}
        disabled={!settings.data || update.isPending}
        onCheckedChange={(checked) =>
          update.mutate(
            { supportEmails: checked },
            {
              onSuccess: () =>
                toast({
                  title: checked ? 'Support emails on' : 'Support emails off',
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
