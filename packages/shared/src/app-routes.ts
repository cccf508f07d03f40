import { ROUTES } from './constants';

/**
 * Whether a path is a page of the web app: one of ROUTES, a `:param` standing for one segment.
 * The server answers other paths 404 (still with the app's page, so the person sees its
 * not-found screen), which lets crawlers and monitors tell a missing page from a real one.
 */
const patterns = Object.values(ROUTES).map(
  (route) =>
    new RegExp(
      `^${route
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    ),
);

/** React Router treats "/projects/" as "/projects". */
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isAppRoute(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return patterns.some((pattern) => pattern.test(path));
}

/**
 * Seed §2's public pages: the landing page and the identity pages under /auth. Every other page
 * of the route table is behind the signed-in guard.
 */
const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  ROUTES.landing,
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.emailVerified,
  ROUTES.verifyEmail,
  ROUTES.authAction,
]);
const signedInPatterns = Object.values(ROUTES)
  .filter((route) => !PUBLIC_ROUTES.has(route))
  .map((route) => patterns[Object.values(ROUTES).indexOf(route)]!);

/**
 * Whether a path is a page behind the signed-in guard, whose first screen is the guard's session
 * check (seed §2): the server sends such a path the page the build rendered with that check
 * (decision 044).
 */
export function isSignedInRoute(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return signedInPatterns.some((pattern) => pattern.test(path));
}
