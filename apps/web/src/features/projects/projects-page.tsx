import { ROUTES } from '@grantpilot/shared/constants';
import { OrganizationListPage } from '../../app/guards/organization-route';
import { ProjectBrowser } from './components/project-browser';

export function ProjectsPage() {
  return (
    <OrganizationListPage
      title="Projects"
      description="The work your grants fund."
      records="projects"
      newRecord={{ to: ROUTES.newProject, label: 'New Project' }}
    >
      {(organization) => <ProjectBrowser organization={organization} />}
    </OrganizationListPage>
  );
}
