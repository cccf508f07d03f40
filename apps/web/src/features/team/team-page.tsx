import { OrganizationRoute } from '../../app/guards/organization-route';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { InvitationsCard } from './components/invitations-card';
import { LeaveCard } from './components/leave-card';
import { MembersCard } from './components/members-card';
import { OwnershipCard } from './components/ownership-card';

export function TeamPage() {
  return (
    <OrganizationRoute
      header={(organization) => (
        <PageHeader
          title="Team"
          description={
            organization
              ? `The people who work on ${organization.name}'s grants, and what each may do.`
              : "The people who work on your organisation's grants."
          }
        />
      )}
      records="members"
      empty={
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
      }
    >
      {(organization) => (
        <div className="flex flex-col gap-6">
          <MembersCard organization={organization} index={0} />
          {roleAtLeast(organization.role, 'admin') ? <InvitationsCard organization={organization} index={1} /> : null}
          {organization.role === 'owner' ? <OwnershipCard organization={organization} index={2} /> : null}
          <LeaveCard organization={organization} index={3} />
        </div>
      )}
    </OrganizationRoute>
  );
}
