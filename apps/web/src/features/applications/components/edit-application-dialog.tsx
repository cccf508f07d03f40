import type { Application } from '@grantpilot/shared/contracts/applications';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast/toast-store';
import { useUpdateApplication } from '../api/update-application';
import { browserTimeZone } from '../../../lib/deadline-format';
import { toApplicationChanges, toApplicationFormValues } from '../schemas';
import { ApplicationForm } from './application-form';

/** The creation form again, filled in; only the fields that changed are sent. */
export function EditApplicationDialog({
  organizationId,
  application,
  open,
  onOpenChange,
}: {
  organizationId: string;
  application: Application;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateApplication(organizationId, application.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Edit ${application.title}`} className="max-w-2xl">
      <ApplicationForm
        organizationId={organizationId}
        mode="edit"
        defaultValues={toApplicationFormValues(application, browserTimeZone())}
        currentOwner={application.owner}
        currentProject={application.project}
        submitLabel="Save changes"
        errorTitle="Application Not Saved"
        onSubmit={async (values, dirty, funders) => {
          const changes = toApplicationChanges(values, dirty, funders);
          if (Object.keys(changes).length) {
            const saved = await update.mutateAsync(changes);
            toast({ title: 'Application saved', description: `${saved.title} is up to date.` });
          }
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
