import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { NoOrganization } from '../../components/organization-empty-states';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { ApplicationBrowser } from './components/application-browser';
import { NewApplicationLink } from './components/new-application-link';

export function ApplicationsPage() {
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();
  const canCreate = organization ? roleAtLeast(organization.role, 'editor') : false;
  return (
    <>
      <PageHeader
        title="Applications"
        description="Every grant application, from prospect to award."
        actions={canCreate ? <NewApplicationLink /> : undefined}
      />
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError && !organization ? (
        <NoOrganization records="applications" title="No applications yet" />
      ) : null}
      {organization ? <ApplicationBrowser organization={organization} /> : null}
    </>
  );
}
