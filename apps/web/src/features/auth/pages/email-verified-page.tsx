import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/notify-error';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { TextLink } from '../components/text-link';

const INVALID_LINK = 'This verification link is invalid or has expired.';

/**
 * Where the verification link lands: verified by the built-in service already (`?error=…` when
 * the link was bad or expired), or with Firebase's `?oobCode=…` for this page to apply.
 */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const { status, user, reloadUser, verifyEmail } = useAuth();
  const [verification, setVerification] = useState<'verifying' | 'verified' | { failure: string }>(
    code ? 'verifying' : 'verified',
  );
  const failure = params.has('error') ? INVALID_LINK : typeof verification === 'object' ? verification.failure : null;
  const applied = useRef(false);
  const reloaded = useRef(false);

  // A code is applied once, signed in or not (StrictMode runs effects twice; a code works once).
  useEffect(() => {
    if (!code || applied.current) return;
    applied.current = true;
    verifyEmail(code).then(
      () => setVerification('verified'),
      (error: unknown) => setVerification({ failure: errorMessage(error) }),
    );
  }, [code, verifyEmail]);

  // The service marked the address verified: read the identity again so the app shows it.
  useEffect(() => {
    if (code || failure || status !== 'authenticated' || reloaded.current) return;
    reloaded.current = true;
    reloadUser().catch(() => undefined);
  }, [code, failure, status, reloadUser]);

  const next = status === 'authenticated' ? ROUTES.dashboard : ROUTES.login;
  const nextLabel = status === 'authenticated' ? 'Go to Dashboard' : 'Sign in';

  if (verification === 'verifying') {
    return (
      <AuthCard title="Verifying your email address">
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" /> Verifying your email address…
        </p>
      </AuthCard>
    );
  }

  if (failure) {
    return (
      <AuthCard title="Verification failed" footer={<TextLink to={next}>{nextLabel}</TextLink>}>
        <div role="alert" className="flex flex-col gap-4 text-sm">
          <p>{failure}</p>
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
