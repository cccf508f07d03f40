import { OrganizationRoute } from '../../app/guards/organization-route';
import { PageHeader } from '../../components/ui/page-header';
import { FunderBrowser } from './components/funder-browser';

export function FundersPage() {
  return (
    <OrganizationRoute
      header={() => <PageHeader title="Funders" description="Who you apply to, and how often it succeeds." />}
      records="funders"
      emptyTitle="No funders yet"
    >
      {(organization) => <FunderBrowser organization={organization} />}
    </OrganizationRoute>
  );
}
