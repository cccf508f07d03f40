import { ROUTES } from '@grantpilot/shared/constants';
import { OrganizationListPage } from '../../app/guards/organization-route';
import { ApplicationBrowser } from './components/application-browser';

export function ApplicationsPage() {
  return (
    <OrganizationListPage
      title="Applications"
      description="Every grant application, from prospect to award."
      records="applications"
      newRecord={{ to: ROUTES.newApplication, label: 'New application' }}
    >
      {(organization) => <ApplicationBrowser organization={organization} />}
    </OrganizationListPage>
  );
}
