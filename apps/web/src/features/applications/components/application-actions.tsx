import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Application } from '@grantpilot/shared/contracts/applications';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { RecordActions } from '../../../components/ui/record-actions';
import { toast } from '../../../lib/toast/toast-store';
import { forgetApplication, useDeleteApplication } from '../api/delete-application';
import { EditApplicationDialog } from './edit-application-dialog';

/** What the user's role allows: editors edit; admins and owners may also delete, after confirming. */
export function ApplicationActions({
  organization,
  application,
}: {
  organization: Organization;
  application: Application;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteApplication(organization.id);

  const deleteApplication = async () => {
    await remove.mutateAsync(application.id);
    toast({ title: 'Application deleted', description: `${application.title} is gone, with its tasks and history.` });
    await navigate(ROUTES.applications, { replace: true });
    forgetApplication(queryClient, organization.id, application.id);
  };

  return (
    <RecordActions
      role={organization.role}
      onEdit={() => setEditing(true)}
      remove={{
        title: `Delete ${application.title}?`,
        description:
          'The application goes for everyone in the organisation, with its tasks and status history. This cannot be undone.',
        confirmLabel: 'Delete application',
        onConfirm: deleteApplication,
      }}
    >
      <EditApplicationDialog
        organizationId={organization.id}
        application={application}
        open={editing}
        onOpenChange={setEditing}
      />
    </RecordActions>
  );
}
