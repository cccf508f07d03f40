import { ROUTES } from './constants';

/**
 * The pages the web app's build renders to HTML (apps/web/build/prerender-pages.ts, decisions 035
 * and 041) and the server sends for their paths (apps/server/src/plugins/web-app.ts): public pages
 * that are the same for every visitor of a deployment.
 */
export const PRERENDERED_PAGES = [
  { path: ROUTES.landing, name: 'landing' },
  { path: ROUTES.login, name: 'login' },
  { path: ROUTES.register, name: 'register' },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/**
 * What differs between deployments on those pages: whether the identity service offers
 * "Continue with Google" (Firebase with Google sign-in on). Each page is rendered in both.
 */
export type SignInVariant = 'password' | 'google';
export const SIGN_IN_VARIANTS: readonly SignInVariant[] = ['password', 'google'];

/** The built file of one page in one variant, in the web app's dist directory. */
export function prerenderedPageFile(page: PrerenderedPage, variant: SignInVariant) {
  return variant === 'password' ? `${page.name}.html` : `${page.name}.${variant}.html`;
}

/**
 * The page for every path behind the signed-in guard (`isSignedInRoute`): the guard's session
 * check ('Checking authentication...', seed §2), which is what the app shows first there, rendered
 * at build time so that it paints before the app's scripts have run (decision 044). The same for
 * every deployment: it shows no sign-in button.
 */
export const SIGNED_IN_PAGE_FILE = 'signed-in.html';
