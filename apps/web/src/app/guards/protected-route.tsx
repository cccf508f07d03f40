import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isSignedInRoute } from '@grantpilot/shared/app-routes';
import { ROUTES } from '@grantpilot/shared/constants';
import { FullScreenStatus } from '../../components/ui/spinner';
import { useAuth, type AuthStatus } from '../../lib/auth/auth-context';
import { rememberReturnPath } from '../../lib/auth/return-path';
import { redirectTo } from '../../lib/redirect';
import { preloadRoute } from '../preload-route';

/** The guard's own screens, by status (seed §2). */
function guardStatus(status: AuthStatus) {
  return status === 'loading' ? 'Checking authentication...' : 'Redirecting...';
}

/**
 * What a page behind the guard shows while the router loads its code (the router's
 * `HydrateFallback` on the data layout's route): the guard's session check, as the build renders
 * it into the page the server sends for those paths (decision 044), so the app's first render
 * draws what was already on screen. Once the session is read and the code is still on its way,
 * the spinner says only that. Other pages under the data layout (password reset, not found) show
 * nothing meanwhile, as before.
 */
export function SignedInPageFallback() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (!isSignedInRoute(pathname)) return null;
  return <FullScreenStatus text={status === 'authenticated' ? 'Loading…' : guardStatus(status)} />;
}

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
      // The sign-in page is a chunk of its own (decision 049): loaded first, the navigation
      // completes at once instead of falling back to a reload on a slow phone.
      let timer: number | undefined;
      let cancelled = false;
      void preloadRoute(ROUTES.login).then(() => {
        if (!cancelled) timer = redirectTo(ROUTES.login, go);
      });
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    }
    if (needsVerification) {
      const timer = redirectTo(ROUTES.verifyEmail, go);
      return () => clearTimeout(timer);
    }
  }, [status, needsVerification, attempted, navigate]);

  if (status === 'loading' || status === 'unauthenticated') return <FullScreenStatus text={guardStatus(status)} />;
  if (needsVerification) return <FullScreenStatus text="Redirecting..." />;
  return <Outlet />;
}
