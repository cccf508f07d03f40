import { ROUTES } from '@grantpilot/shared/constants';
import { NewRecordLink } from '../../components/ui/new-record-link';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationBrowser } from './components/application-browser';

export function ApplicationsPage() {
  return (
    <OrganizationRoute
      header={(organization) => (
        <PageHeader
          title="Applications"
          description="Every grant application, from prospect to award."
          actions={
            organization && roleAtLeast(organization.role, 'editor') ? (
              <NewRecordLink to={ROUTES.newApplication}>New Application</NewRecordLink>
            ) : undefined
          }
        />
      )}
      records="applications"
      emptyTitle="No applications yet"
    >
      {(organization) => <ApplicationBrowser organization={organization} />}
    </OrganizationRoute>
  );
}
