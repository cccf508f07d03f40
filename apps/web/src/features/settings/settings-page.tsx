import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { AppearanceSection } from './components/appearance-section';
import { CalendarSection } from './components/calendar-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { DeleteOrganizationSection } from './components/delete-organization-section';
import { EmailSection } from './components/email-section';
import { NotificationsSection } from './components/notifications-section';
import { OrganizationSection } from './components/organization-section';
import { PasswordSection } from './components/password-section';
import { ProfileSection } from './components/profile-section';

export function SettingsPage() {
  const { user } = useAuth();
  const { organization } = useActiveOrganization();
  if (!user) return null;
  const admin = organization && roleAtLeast(organization.role, 'admin');
  return (
    <>
      <PageHeader
        title="Settings"
        description={
          admin
            ? `Your profile, sign-in and preferences, and ${organization.name}'s settings.`
            : 'Your profile, sign-in and preferences.'
        }
      />
      <div className="flex flex-col gap-6">
        {/* Keyed by user so a refreshed profile resets the form to what is saved. */}
        <ProfileSection key={`${user.uid}:${user.displayName}:${user.photoURL}`} user={user} index={0} />
        <EmailSection user={user} index={1} />
        <AppearanceSection index={2} />
        <NotificationsSection index={3} />
        <CalendarSection index={4} />
        {/* An account that signs in with Google only has no password to change. */}
        {user.hasPassword ? <PasswordSection index={5} /> : null}
        {/* Keyed by what is saved, so a save (or a switch of organisation) resets the form to it. */}
        {admin ? (
          <OrganizationSection
            key={`${organization.id}:${organization.name}:${organization.brandName}:${organization.useOrganizationBranding}`}
            organization={organization}
            index={6}
          />
        ) : null}
        {organization?.role === 'owner' ? <DeleteOrganizationSection organization={organization} index={7} /> : null}
        <DeleteAccountSection user={user} index={8} />
      </div>
    </>
  );
}
