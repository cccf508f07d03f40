import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { NoOrganization } from '../../components/organization-empty-states';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { NewProjectLink } from './components/new-project-link';
import { ProjectBrowser } from './components/project-browser';

export function ProjectsPage() {
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();
  const canCreate = organization ? roleAtLeast(organization.role, 'editor') : false;
  return (
    <>
      <PageHeader
        title="Projects"
        description="The work your grants fund."
        actions={canCreate ? <NewProjectLink /> : undefined}
      />
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError && !organization ? <NoOrganization records="projects" title="No projects yet" /> : null}
      {organization ? <ProjectBrowser organization={organization} /> : null}
    </>
  );
}
