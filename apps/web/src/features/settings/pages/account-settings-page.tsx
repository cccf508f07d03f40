import { useAuth } from '../../../lib/auth/auth-context';
import { DataExportSection } from '../components/data-export-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';

/** The email address and its verification, the password, taking your data with you, and leaving for good. */
export function AccountSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <EmailSection user={user} index={0} />
      {/* An account that signs in with Google only has no password to change. */}
      {user.hasPassword ? <PasswordSection index={1} /> : null}
      <DataExportSection index={2} />
      <DeleteAccountSection user={user} index={3} />
    </>
  );
}
