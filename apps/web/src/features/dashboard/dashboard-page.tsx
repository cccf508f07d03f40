import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { DASHBOARD_PARAMS } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingPanel } from '../../components/ui/query-state';
import { useAuth } from '../../lib/auth/auth-context';
import { InvitationLinkCard } from './components/invitation-link-card';
import { ReceivedInvitations } from './components/received-invitations';
import { OrganizationOverview } from './components/organization-overview';

/**
 * Its own chunk (its form validates with zod): only a user without an organisation, or one
 * creating another, sees it, and the organisation's dashboard draws without it (decision 044).
 */
const CreateOrganizationCard = lazy(() =>
  import('./components/create-organization-card').then((m) => ({ default: m.CreateOrganizationCard })),
);

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
        // Both cards at once, so that the invitations do not move down when the form arrives.
        <Suspense fallback={<LoadingPanel />}>
          <div className="flex flex-col gap-6">
            <CreateOrganizationCard title="Create your organisation" index={0} />
            <ReceivedInvitations index={1} />
          </div>
        </Suspense>
      }
    >
      {(organization) => (
        <div className="flex flex-col gap-6">
          {creating ? (
            <Suspense fallback={<LoadingPanel />}>
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
            </Suspense>
          ) : null}
          <ReceivedInvitations index={0} />
          <OrganizationOverview organizationId={organization.id} />
        </div>
      )}
    </OrganizationRoute>
  );
}
