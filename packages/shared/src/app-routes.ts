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

export function isAppRoute(pathname: string): boolean {
  // React Router treats "/projects/" as "/projects".
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => pattern.test(path));
}
