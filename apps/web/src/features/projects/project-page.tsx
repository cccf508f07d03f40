import { OrganizationRoute } from '../../app/guards/organization-route';
import { useParams } from 'react-router';
import { NotFoundState } from '../../components/ui/not-found-state';
import { ProjectView } from './components/project-view';
import { isRecordId } from '../../lib/record-id';

export function ProjectPage() {
  const { id = '' } = useParams();
  return (
    <OrganizationRoute title="Project details" records="projects" emptyTitle="Project not found">
      {(organization) =>
        isRecordId(id) ? <ProjectView key={id} organization={organization} projectId={id} /> : <NotFoundState />
      }
    </OrganizationRoute>
  );
}
