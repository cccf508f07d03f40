import { Navigate, useSearchParams } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

/** The page each emailed action lands on, with its code (Firebase's `oobCode`). */
const PAGE_OF_MODE: Record<string, string> = {
  resetPassword: ROUTES.resetPassword,
  verifyEmail: ROUTES.emailVerified,
};

/**
 * Firebase's custom email action handler (`?mode=…&oobCode=…`, the address an operator sets in
 * the Firebase console): the reset and verification links go on to the pages that finish them.
 */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode');
  const page = Object.hasOwn(PAGE_OF_MODE, mode) ? PAGE_OF_MODE[mode] : undefined;

  if (page && code) return <Navigate to={`${page}?${new URLSearchParams({ oobCode: code })}`} replace />;

  return (
    <AuthCard title="This link cannot be used here" footer={<TextLink to={ROUTES.login}>Back to sign in</TextLink>}>
      <p role="alert" className="text-sm">
        {mode === 'recoverEmail'
          ? 'This link would change your account back to its earlier email address, which cannot be done here. Ask your administrator to change the address.'
          : 'This link is incomplete or not one we can open. Use the latest email we sent you, or ask for a new one.'}
      </p>
    </AuthCard>
  );
}
