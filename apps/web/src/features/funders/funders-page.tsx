import { OrganizationListPage } from '../../app/guards/organization-route';
import { FunderBrowser } from './components/funder-browser';

export function FundersPage() {
  return (
    <OrganizationListPage title="Funders" description="Who you apply to, and how often it succeeds." records="funders">
      {(organization) => <FunderBrowser organization={organization} />}
    </OrganizationListPage>
  );
}
