import type { Settings } from '@grantpilot/shared/contracts/settings';
import { SelectField } from '../../../components/ui/select-field';
import { useUpdatePreferences } from '../../../lib/api/update-settings';
import { browserTimeZone, timeZoneOptions } from '../../../lib/deadline-format';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';

const UNSET = '';

/**
 * The zone reminder emails state deadlines in. Unset, an email states each deadline in the
 * call's own zone, so a grant manager abroad is told "14:00 (Europe/Brussels)", not their time.
 */
export function TimeZoneField({ uid, settings }: { uid: string | undefined; settings: Settings | undefined }) {
  const update = useUpdatePreferences(uid);
  const chosen = typeof settings?.preferences.timeZone === 'string' ? settings.preferences.timeZone : UNSET;
  return (
    <SelectField
      label="Time zone for emails"
      hint={`Deadlines in reminder emails are given in this zone. This device is on ${browserTimeZone()}.`}
      value={chosen}
      disabled={!settings || update.isPending}
      onChange={(event) => {
        const timeZone = event.target.value;
        update.mutate(
          { timeZone: timeZone === UNSET ? null : timeZone },
          {
            onSuccess: () => toast({ title: 'Time zone saved', description: timeZone || "Each deadline's own zone." }),
            onError: (error) => notifyError(error, 'Save Failed'),
          },
        );
      }}
    >
      <option value={UNSET}>Each deadline&apos;s own zone</option>
      {timeZoneOptions(browserTimeZone(), chosen || undefined).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </SelectField>
  );
}
