import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { FullScreenStatus } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { rememberReturnPath } from '../../lib/auth/return-path';
import { redirectTo } from '../../lib/redirect';

/**
 * Seed §2: a spinner while authentication is being determined; a signed-out visitor has the
 * path remembered and goes to sign in. Verification can be required, though no route does.
 */
export function ProtectedRoute({ requireEmailVerification = false }: { requireEmailVerification?: boolean }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const needsVerification = requireEmailVerification && status === 'authenticated' && !user?.emailVerified;
  const attempted = location.pathname + location.search + location.hash;

  useEffect(() => {
    const go = (path: string) => navigate(path, { replace: true });
    if (status === 'unauthenticated') {
      rememberReturnPath(attempted);
      const timer = redirectTo(ROUTES.login, go);
      return () => clearTimeout(timer);
    }
    if (needsVerification) {
      const timer = redirectTo(ROUTES.verifyEmail, go);
      return () => clearTimeout(timer);
    }
  }, [status, needsVerification, attempted, navigate]);

  if (status === 'loading') return <FullScreenStatus text="Checking authentication..." />;
  if (status === 'unauthenticated' || needsVerification) return <FullScreenStatus text="Redirecting..." />;
  return <Outlet />;
}
