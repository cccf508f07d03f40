import { useParams } from 'react-router';
import { NotFoundState } from '../../components/ui/not-found-state';
import { NoOrganization } from '../../components/organization-empty-states';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { ProjectView } from './components/project-view';
import { isProjectId } from './project-format';

export function ProjectPage() {
  const { id = '' } = useParams();
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();

  if (organization) {
    return isProjectId(id) ? <ProjectView key={id} organization={organization} projectId={id} /> : <NotFoundState />;
  }
  return (
    <>
      <PageHeader title="Project Details" />
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError ? <NoOrganization records="projects" title="Project not found" /> : null}
    </>
  );
}
