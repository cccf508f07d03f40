import { useParams } from 'react-router';
import { NotFoundState } from '../../components/ui/not-found-state';
import { NoOrganization } from '../../components/organization-empty-states';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { ApplicationView } from './components/application-view';
import { isRecordId } from './record-id';

export function ApplicationPage() {
  const { id = '' } = useParams();
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();

  if (organization) {
    return isRecordId(id) ? (
      <ApplicationView key={id} organization={organization} applicationId={id} />
    ) : (
      <NotFoundState />
    );
  }
  return (
    <>
      <PageHeader title="Application Details" />
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError ? <NoOrganization records="applications" title="Application not found" /> : null}
    </>
  );
}
