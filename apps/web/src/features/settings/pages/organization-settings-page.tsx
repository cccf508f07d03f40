import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadingPanel } from '../../../components/ui/query-state';
import { useActiveOrganization } from '../../../lib/organizations/get-my-organizations';
import { DeleteOrganizationSection } from '../components/delete-organization-section';
import { OrganizationSection } from '../components/organization-section';

/** The active organisation's name, branding and profile (admins), and its deletion (owners). */
export function OrganizationSettingsPage() {
  const { organization, isPending } = useActiveOrganization();
  if (isPending) return <LoadingPanel />;
  if (!organization || !roleAtLeast(organization.role, 'admin')) {
    return (
      <Card>
        <CardContent className="text-sm">
          {organization
            ? `Only the owners and admins of ${organization.name} can change its settings.`
            : 'You are not in an organisation yet. Create one or accept an invitation on the dashboard.'}
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      {/* Keyed by what is saved, so a save (or a switch of organisation) resets the form to it. */}
      <OrganizationSection
        key={`${organization.id}:${organization.name}:${organization.brandName}:${organization.useOrganizationBranding}`}
        organization={organization}
        index={0}
      />
      {organization.role === 'owner' ? <DeleteOrganizationSection organization={organization} index={1} /> : null}
    </>
  );
}
