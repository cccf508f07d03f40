import { OrganizationRoute } from '../../app/guards/organization-route';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { PageHeader } from '../../components/ui/page-header';
import { NewProjectLink } from './components/new-project-link';
import { ProjectBrowser } from './components/project-browser';

export function ProjectsPage() {
  return (
    <OrganizationRoute
      header={(organization) => (
        <PageHeader
          title="Projects"
          description="The work your grants fund."
          actions={organization && roleAtLeast(organization.role, 'editor') ? <NewProjectLink /> : undefined}
        />
      )}
      records="projects"
      emptyTitle="No projects yet"
    >
      {(organization) => <ProjectBrowser organization={organization} />}
    </OrganizationRoute>
  );
}
