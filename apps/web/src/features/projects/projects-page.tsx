import { ROUTES } from '@grantpilot/shared/constants';
import { NewRecordLink } from '../../components/ui/new-record-link';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { PageHeader } from '../../components/ui/page-header';
import { ProjectBrowser } from './components/project-browser';

export function ProjectsPage() {
  return (
    <OrganizationRoute
      header={(organization) => (
        <PageHeader
          title="Projects"
          description="The work your grants fund."
          actions={
            organization && roleAtLeast(organization.role, 'editor') ? (
              <NewRecordLink to={ROUTES.newProject}>New Project</NewRecordLink>
            ) : undefined
          }
        />
      )}
      records="projects"
      emptyTitle="No projects yet"
    >
      {(organization) => <ProjectBrowser organization={organization} />}
    </OrganizationRoute>
  );
}
