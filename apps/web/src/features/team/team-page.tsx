import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { InvitationsCard } from './components/invitations-card';
import { LeaveCard } from './components/leave-card';
import { MembersCard } from './components/members-card';
import { OwnershipCard } from './components/ownership-card';

export function TeamPage() {
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();
  const description = organization
    ? `The people who work on ${organization.name}'s grants, and what each may do.`
    : "The people who work on your organisation's grants.";
  return (
    <>
      <PageHeader title="Team" description={description} />
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError && !organization ? (
        <EmptyState
          icon={Users}
          title="No organisation yet"
          description="Create your organisation on the dashboard, or accept an invitation, and your team shows here."
          action={
            <Button asChild>
              <Link to={ROUTES.dashboard}>Go to Dashboard</Link>
            </Button>
          }
        />
      ) : null}
      {organization ? (
        <div className="flex flex-col gap-6">
          <MembersCard organization={organization} index={0} />
          {roleAtLeast(organization.role, 'admin') ? <InvitationsCard organization={organization} index={1} /> : null}
          {organization.role === 'owner' ? <OwnershipCard organization={organization} index={2} /> : null}
          <LeaveCard organization={organization} index={3} />
        </div>
      ) : null}
    </>
  );
}
