import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { ErrorBoundary } from './error-boundary';

export function RootLayout() {
  const location = useLocation();
  return (
    <>
      <ErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </ErrorBoundary>
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
