import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { AppearanceSection } from './components/appearance-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { EmailSection } from './components/email-section';
import { PasswordSection } from './components/password-section';
import { ProfileSection } from './components/profile-section';

export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Settings" description="Your profile, sign-in and preferences." />
      <div className="flex flex-col gap-6">
        {/* Keyed by user so a refreshed profile resets the form to what is saved. */}
        <ProfileSection key={`${user.uid}:${user.displayName}:${user.photoURL}`} user={user} index={0} />
        <EmailSection user={user} index={1} />
        <AppearanceSection index={2} />
        <PasswordSection index={3} />
        <DeleteAccountSection user={user} index={4} />
      </div>
    </>
  );
}
