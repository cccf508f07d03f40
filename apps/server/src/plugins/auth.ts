import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ROLE } from '@grantpilot/shared/constants';
import { AppError } from '../lib/app-error';
import type { TokenVerifier, VerifiedUser } from '../identity/token-verifier';

export type { VerifiedUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a verified bearer ID token; null on a public route. */
    user: VerifiedUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route. Every route needs a verified bearer ID token unless it says
     * `auth: 'public'` here: a route added later is closed until someone decides otherwise.
     * `auth: 'admin'` needs a token with the instance administrator's role; anyone else is told
     * the route does not exist (404).
     */
    auth?: RouteAuth;
  }
}

/** Who did something, as the activity log and the status history record them. */
export interface Actor {
  uid: string;
  name: string | null;
}

// The signature part may be empty so that an unsigned token reaches the verifier, which rejects
// it with the same 401 as any other invalid token (and accepts it only from the emulator).
const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)\s*$/;

export type RouteAuth = 'token' | 'public' | 'admin';

/** Whether a route's declaration opens it to callers without a token. */
export function isPublicRoute(config: { auth?: RouteAuth } | undefined) {
  return config?.auth === 'public';
}

/** Whether a route's declaration keeps it for instance administrators. */
export function isAdminRoute(config: { auth?: RouteAuth } | undefined) {
  return config?.auth === 'admin';
}

/**
 * The declaration of a route for the instance's administrators (the token's `admin` role, from
 * ADMIN_EMAILS), not an organisation's: `config: instanceAdmin`.
 */
export const instanceAdmin = { auth: 'admin' } as const;

export function isInstanceAdmin(user: VerifiedUser | null) {
  return user?.roles.includes(ADMIN_ROLE) ?? false;
}

/** The verified user of a request to a route that needs a token. */
export function currentUser(request: FastifyRequest): VerifiedUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
}

/** The verified user as the one who acts: what services record in the activity log. */
export function currentActor(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { uid: user.uid, name: user.name };
}

/** The seed's per-user routes: the token's subject must be the user named in the path. */
export function requireSelf(request: FastifyRequest, uid: string): VerifiedUser {
  const user = currentUser(request);
  if (user.uid !== uid) throw new AppError('FORBIDDEN', 'You can only access your own account');
  return user;
}

/**
 * Authentication, declared with each route: every route registered after this plugin gets the
 * token check as its first `onRequest` hook, which lets through only routes whose config says
 * `auth: 'public'`, and keeps those that say `auth: 'admin'` for the `admin` role. The declaration is read per request, so a plugin that marks its own routes
 * public (the web app's static files) may do so in an `onRoute` hook of its own. `onRequest`
 * comes before the body is read: an unsigned caller costs no parsing and learns no rules.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verifier: TokenVerifier }) => {
    app.decorateRequest('user', null);
    const authenticate: onRequestHookHandler = async (request) => {
      if (isPublicRoute(request.routeOptions.config)) return;
      const header = request.headers.authorization;
      if (!header) throw new AppError('UNAUTHENTICATED', 'Sign in to continue: no identity token was sent');
      const match = BEARER.exec(header);
      if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <ID token>"');
      request.user = await options.verifier.verify(match[1]);
      // A 404 rather than a 403: the instance's administration is not advertised to its users.
      if (isAdminRoute(request.routeOptions.config) && !request.user.roles.includes(ADMIN_ROLE)) {
        throw new AppError('NOT_FOUND', 'Not found');
      }
    };
    app.addHook('onRoute', (route) => {
      route.onRequest = [authenticate, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'grantpilot-auth' },
);
