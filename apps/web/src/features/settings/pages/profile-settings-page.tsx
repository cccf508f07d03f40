import { useAuth } from '../../../lib/auth/auth-context';
import { AppearanceSection } from '../components/appearance-section';
import { ProfileSection } from '../components/profile-section';

/** Name and photo, and the theme. */
export function ProfileSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      {/* Keyed by user so a refreshed profile resets the form to what is saved. */}
      <ProfileSection key={`${user.uid}:${user.displayName}:${user.photoURL}`} user={user} index={0} />
      <AppearanceSection index={1} />
    </>
  );
}
