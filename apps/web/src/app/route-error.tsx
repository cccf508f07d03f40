import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ErrorScreen } from './error-screen';

/** The router's own error element (a page's code failed to load, say): same screen, same buttons. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => console.warn('A route failed', error), [error]);
  return <ErrorScreen onRetry={() => navigate(location, { replace: true })} />;
}
