import { useParams } from 'react-router';
import { NotFoundState } from '../../components/ui/not-found-state';
import { NoOrganization } from '../../components/organization-empty-states';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { FunderView } from './components/funder-view';
import { isRecordId } from './record-id';

export function FunderPage() {
  const { funderId = '' } = useParams();
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();

  if (organization) {
    return isRecordId(funderId) ? (
      <FunderView key={funderId} organization={organization} funderId={funderId} />
    ) : (
      <NotFoundState />
    );
  }
  return (
    <>
      <PageHeader title="Funder Details" />
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError ? <NoOrganization records="applications" title="Funder not found" /> : null}
    </>
  );
}
