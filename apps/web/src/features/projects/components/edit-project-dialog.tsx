import type { Project } from '@grantpilot/shared/contracts/projects';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast/toast-store';
import { useUpdateProject } from '../api/update-project';
import { toProjectChanges, toProjectFormValues } from '../schemas';
import { ProjectForm } from './project-form';

/** The creation form again, filled in; only the fields that changed are sent. */
export function EditProjectDialog({
  organizationId,
  project,
  open,
  onOpenChange,
}: {
  organizationId: string;
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateProject(organizationId, project.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Edit ${project.name}`} className="max-w-2xl">
      <ProjectForm
        organizationId={organizationId}
        defaultValues={toProjectFormValues(project)}
        currentLead={project.lead}
        submitLabel="Save changes"
        errorTitle="Project Not Saved"
        onSubmit={async (values, dirty) => {
          const changes = toProjectChanges(values, dirty);
          if (Object.keys(changes).length) {
            const saved = await update.mutateAsync(changes);
            toast({ title: 'Project saved', description: `${saved.name} is up to date.` });
          }
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
