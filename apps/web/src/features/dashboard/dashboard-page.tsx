import { OrganizationRoute } from '../../app/guards/organization-route';
import { useSearchParams } from 'react-router';
import { DASHBOARD_PARAMS } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { CreateOrganizationCard } from './components/create-organization-card';
import { InvitationLinkCard } from './components/invitation-link-card';
import { ReceivedInvitations } from './components/received-invitations';
import { OrganizationOverview } from './components/organization-overview';

/**
 * The dashboard, and the onboarding of a user without an organisation (the seed's redirects all
 * land here, so onboarding needs no route of its own).
 */
export function DashboardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const invitationToken = params.get(DASHBOARD_PARAMS.invitation);
  const creating = params.has(DASHBOARD_PARAMS.newOrganization);
  const firstName = user?.displayName?.split(' ')[0];
  const clearParam = (name: string) =>
    setParams(
      (current) => {
        current.delete(name);
        return current;
      },
      { replace: true },
    );

  return (
    <OrganizationRoute
      header={() => (
        <>
          <PageHeader title="Dashboard" description={firstName ? `Welcome, ${firstName}.` : 'Welcome.'} />
          {invitationToken ? (
            <InvitationLinkCard
              key={invitationToken}
              token={invitationToken}
              onDone={() => clearParam(DASHBOARD_PARAMS.invitation)}
            />
          ) : null}
        </>
      )}
      records="projects and applications"
      empty={
        <div className="flex flex-col gap-6">
          <CreateOrganizationCard title="Create your organisation" index={0} />
          <ReceivedInvitations index={1} />
        </div>
      }
    >
      {(organization) => (
        <div className="flex flex-col gap-6">
          {creating ? (
            <CreateOrganizationCard
              title="Create another organisation"
              index={0}
              onCreated={() => clearParam(DASHBOARD_PARAMS.newOrganization)}
              extraAction={
                <Button variant="outline" onClick={() => clearParam(DASHBOARD_PARAMS.newOrganization)}>
                  Cancel
                </Button>
              }
            />
          ) : null}
          <ReceivedInvitations index={0} />
          <OrganizationOverview organizationId={organization.id} />
        </div>
      )}
    </OrganizationRoute>
  );
}
