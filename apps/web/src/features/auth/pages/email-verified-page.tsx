import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { TextLink } from '../components/text-link';

/** Where the verification link lands: `?error=…` when the link was bad or expired. */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  const { status, user, reloadUser } = useAuth();
  const reloaded = useRef(false);

  // The service marked the address verified: read the identity again so the app shows it.
  useEffect(() => {
    if (failed || status !== 'authenticated' || reloaded.current) return;
    reloaded.current = true;
    reloadUser().catch(() => undefined);
  }, [failed, status, reloadUser]);

  const next = status === 'authenticated' ? ROUTES.dashboard : ROUTES.login;
  const nextLabel = status === 'authenticated' ? 'Go to Dashboard' : 'Sign in';

  if (failed) {
    return (
      <AuthCard title="Verification failed" footer={<TextLink to={next}>{nextLabel}</TextLink>}>
        <div role="alert" className="flex flex-col gap-4 text-sm">
          <p>This verification link is invalid or has expired.</p>
          {user && status === 'authenticated' ? <ResendVerificationButton /> : <p>Sign in to ask for a new link.</p>}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Email verified" footer={<TextLink to={next}>{nextLabel}</TextLink>}>
      <p role="status" className="text-sm">
        Thank you. Your email address{user ? <strong> {user.email}</strong> : null} is verified.
      </p>
    </AuthCard>
  );
}
