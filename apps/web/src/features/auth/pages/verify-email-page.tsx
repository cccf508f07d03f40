import { ROUTES } from '@grantpilot/shared/constants';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { TextLink } from '../components/text-link';

/** Where the guard sends a user when a page requires a verified email address (seed §2). */
export function VerifyEmailPage() {
  const { user, status } = useAuth();
  return (
    <AuthCard
      title="Verify your email address"
      footer={<TextLink to={status === 'authenticated' ? ROUTES.dashboard : ROUTES.login}>Continue</TextLink>}
    >
      <div className="flex flex-col gap-4 text-sm">
        <p>
          This page needs a verified email address. Open the link we sent to{' '}
          {user ? <strong>{user.email}</strong> : 'your email address'} to verify it.
        </p>
        {status === 'authenticated' ? <ResendVerificationButton /> : null}
      </div>
    </AuthCard>
  );
}
