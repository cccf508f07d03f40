import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { FullScreenStatus } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { takeReturnPath } from '../../lib/auth/return-path';
import { redirectTo } from '../../lib/redirect';
import { preloadRoute } from '../preload-route';

/**
 * What a visitor remembered as signed in sees while the session is checked; the build's prerender
 * puts the same markup in the sign-in pages for such a visitor (decision 041).
 */
export function CheckingAuthentication() {
  return <FullScreenStatus text="Checking authentication..." />;
}

/**
 * Login and register (seed §2/§6): a signed-in user goes on — to the page they were sent
 * away from, if any (the remembered path is cleared), otherwise to the dashboard.
 */
export function PublicOnlyRoute() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const redirected = useRef(false);

  useEffect(() => {
    if (status !== 'authenticated' || redirected.current) return;
    redirected.current = true;
    const path = takeReturnPath() ?? ROUTES.dashboard;
    void preloadRoute(path).then(() => redirectTo(path, (to) => navigate(to, { replace: true })));
  }, [status, navigate]);

  if (status === 'authenticated') return <FullScreenStatus text="Redirecting..." />;
  // A visitor remembered as signed in waits for the check instead of seeing a form flash by.
  if (status === 'loading' && user) return <CheckingAuthentication />;
  return <Outlet />;
}
