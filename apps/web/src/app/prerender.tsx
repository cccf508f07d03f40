import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { LANDING_PAGE_TITLE, LandingPage } from '../features/landing/landing-page';
import { pageTitle } from '../lib/use-page-title';
import { AppProvider } from './provider';
import { RootLayout } from './root-layout';

/**
 * The landing page's HTML, rendered at build time (`build/prerender-landing.ts`, decision 035)
 * so that it paints before any script has run; main.tsx hydrates it. The tree is what the
 * browser's router renders for `/` (routes.tsx: the root layout, then the landing page) inside the
 * same providers, so the first render in the browser matches it. The route table itself is not
 * imported: its lazy pages would all be built for nothing.
 */
export async function renderLanding(): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler([
    { element: <RootLayout />, children: [{ path: ROUTES.landing, Component: LandingPage }] },
  ]);
  const context = await handler.query(new Request(`http://localhost${ROUTES.landing}`));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        {/* No hydration data: the landing route loads nothing, and the page may carry no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, title: pageTitle(LANDING_PAGE_TITLE) };
}
