import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import type { Project } from '@grantpilot/shared/contracts/projects';
import { Button } from '../../../components/ui/button';
import { RecordActions } from '../../../components/ui/record-actions';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { forgetProject, useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/update-project';
import { EditProjectDialog } from './edit-project-dialog';

/**
 * What the user's role allows on a project: editors edit and archive (archiving is undone with
 * one click, so it asks nothing); admins and owners may also delete, after confirming.
 */
export function ProjectActions({ organization, project }: { organization: Organization; project: Project }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProject(organization.id, project.id);
  const remove = useDeleteProject(organization.id);
  const archived = project.status === 'archived';

  const toggleArchive = () =>
    update.mutate(
      { status: archived ? 'active' : 'archived' },
      {
        onSuccess: (saved) =>
          toast(
            archived
              ? { title: 'Project unarchived', description: `${saved.name} is active again.` }
              : { title: 'Project archived', description: `${saved.name} stays readable; unarchive it to work on it.` },
          ),
        onError: (error) => notifyError(error, archived ? 'Project Not Unarchived' : 'Project Not Archived'),
      },
    );

  const deleteProject = async () => {
    await remove.mutateAsync(project.id);
    toast({ title: 'Project deleted', description: `${project.name} is gone; its applications remain.` });
    await navigate(ROUTES.projects, { replace: true });
    forgetProject(queryClient, organization.id, project.id);
  };

  return (
    <RecordActions
      role={organization.role}
      onEdit={() => setEditing(true)}
      extra={
        <Button variant="outline" disabled={update.isPending} onClick={toggleArchive}>
          {update.isPending ? (
            <Spinner className="size-4" />
          ) : archived ? (
            <ArchiveRestore aria-hidden="true" className="size-4" />
          ) : (
            <Archive aria-hidden="true" className="size-4" />
          )}
          {archived ? 'Unarchive' : 'Archive'}
        </Button>
      }
      remove={{
        title: `Delete ${project.name}?`,
        description:
          'The project goes for everyone in the organisation, with its history. Its applications stay, no longer linked to a project. This cannot be undone.',
        confirmLabel: 'Delete project',
        onConfirm: deleteProject,
      }}
    >
      <EditProjectDialog organizationId={organization.id} project={project} open={editing} onOpenChange={setEditing} />
    </RecordActions>
  );
}
