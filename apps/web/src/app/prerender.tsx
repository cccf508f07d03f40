import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import {
  PRERENDERED_PAGES,
  prerenderedPageFile,
  SIGN_IN_VARIANTS,
  SIGNED_IN_PAGE_FILE,
  type PrerenderedPage,
  type SignInVariant,
} from '@grantpilot/shared/prerendered-pages';
import { LOGIN_PAGE_TITLE, LoginPage } from '../features/auth/pages/login-page';
import { REGISTER_PAGE_TITLE, RegisterPage } from '../features/auth/pages/register-page';
import { LANDING_PAGE_TITLE, LandingPage } from '../features/landing/landing-page';
import { installAuthClient } from '../lib/auth/auth-client-instance';
import { createBuiltInAuthClient } from '../lib/auth/built-in-auth-client';
import { pageTitle } from '../lib/use-page-title';
import { SignedInPageFallback } from './guards/protected-route';
import { CheckingAuthentication, PublicOnlyRoute } from './guards/public-only-route';
import { AppProvider } from './provider';
import { RootLayout } from './root-layout';

/** A page as the build writes it (build/prerender-pages.ts puts it into index.html). */
export interface RenderedPage {
  html: string;
  /** The page's title; index.html's when there is none (the signed-in page's is the page's own). */
  title?: string;
  /**
   * The page for the paths behind the signed-in guard (decision 044): the app draws it from
   * scratch (its first render is the same session check, but the page's own code follows).
   */
  sessionCheck?: boolean;
  /**
   * A page only for signed-out visitors (seed §2: sign in, create account): what a visitor
   * remembered as signed in sees instead until the app has checked the session.
   */
  rememberedVisitorHtml?: string;
  /**
   * The source file of a page the route table loads lazily (the sign-in pages, decision 049): the
   * page preloads its chunk beside the first bundle, and the app takes the page over once it is in.
   */
  lazyPage?: string;
}

/**
 * The routes of the prerendered pages, nested as routes.tsx nests them (the root layout; the
 * sign-in pages under the signed-out guard), so that the browser's first render matches the HTML.
 * The route table itself is not imported: its lazy pages would all be built for nothing.
 */
const PAGES: Record<
  PrerenderedPage['path'],
  { Component: ComponentType; title: string; signedOutOnly: boolean; lazyPage?: string }
> = {
  [ROUTES.landing]: { Component: LandingPage, title: LANDING_PAGE_TITLE, signedOutOnly: false },
  [ROUTES.login]: {
    Component: LoginPage,
    title: LOGIN_PAGE_TITLE,
    signedOutOnly: true,
    lazyPage: '/src/features/auth/pages/login-page.tsx',
  },
  [ROUTES.register]: {
    Component: RegisterPage,
    title: REGISTER_PAGE_TITLE,
    signedOutOnly: true,
    lazyPage: '/src/features/auth/pages/register-page.tsx',
  },
};

function routesOf(path: PrerenderedPage['path']): RouteObject[] {
  const { Component, signedOutOnly } = PAGES[path];
  const page: RouteObject = { path, Component };
  return [
    { element: <RootLayout />, children: [signedOutOnly ? { element: <PublicOnlyRoute />, children: [page] } : page] },
  ];
}

/**
 * The identity client as a deployment has it, for what the pages show of it: the built-in one, or
 * one that offers Google like Firebase with Google sign-in (its SDK is not loaded at build time).
 * Nothing is called on it: a page renders once, and no effect runs on a server.
 */
function installSignInVariant(variant: SignInVariant) {
  const builtIn = createBuiltInAuthClient();
  installAuthClient(variant === 'google' ? { ...builtIn, signInProviders: ['google'] } : builtIn);
}

/**
 * One of the public pages' HTML, rendered at build time (`build/prerender-pages.ts`, decisions
 * 035 and 041) so that it paints before any script has run; main.tsx hydrates it. The tree is what
 * the browser's router renders for the path inside the same providers.
 */
export async function renderPage(path: PrerenderedPage['path'], variant: SignInVariant): Promise<RenderedPage> {
  installSignInVariant(variant);
  const handler = createStaticHandler(routesOf(path));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`The route ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        {/* No hydration data: the pages load nothing, and a page may carry no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const { title, signedOutOnly, lazyPage } = PAGES[path];
  return {
    html,
    title: pageTitle(title),
    ...(signedOutOnly ? { rememberedVisitorHtml: renderToString(<CheckingAuthentication />) } : {}),
    ...(lazyPage ? { lazyPage } : {}),
  };
}

/**
 * The page the server sends for every path behind the signed-in guard (decision 044): the root
 * layout (with the cookie notice) around what the router shows while it loads such a page's code,
 * the guard's session check, as the browser's first render draws it before the session is read.
 */
export async function renderSignedInPage(): Promise<RenderedPage> {
  installSignInVariant('password');
  const routes: RouteObject[] = [
    { element: <RootLayout />, children: [{ path: ROUTES.dashboard, Component: SignedInPageFallback }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${ROUTES.dashboard}`));
  if (context instanceof Response) throw new Error(`The route ${ROUTES.dashboard} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, sessionCheck: true };
}

/** Every prerendered page in every sign-in variant, with the file the server reads it from. */
export async function renderPrerenderedPages(): Promise<{ file: string; page: RenderedPage }[]> {
  const rendered = [{ file: SIGNED_IN_PAGE_FILE, page: await renderSignedInPage() }];
  for (const page of PRERENDERED_PAGES) {
    for (const variant of SIGN_IN_VARIANTS) {
      rendered.push({ file: prerenderedPageFile(page, variant), page: await renderPage(page.path, variant) });
    }
  }
  return rendered;
}
