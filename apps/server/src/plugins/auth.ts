import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { TokenVerifier, VerifiedUser } from '../identity/token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a verified bearer ID token; null until `requireUser` has run. */
    user: VerifiedUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer ID token. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

// The signature part may be empty so that an unsigned token reaches the verifier, which rejects
// it with the same 401 as any other invalid token (and accepts it only from the emulator).
const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)\s*$/;

/** The verified user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): VerifiedUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
}

/** The seed's per-user routes: the token's subject must be the user named in the path. */
export function requireSelf(request: FastifyRequest, uid: string): VerifiedUser {
  const user = currentUser(request);
  if (user.uid !== uid) throw new AppError('FORBIDDEN', 'You can only access your own account');
  return user;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { verifier: TokenVerifier }) => {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw new AppError('UNAUTHENTICATED', 'Sign in to continue: no identity token was sent');
    const match = BEARER.exec(header);
    if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <ID token>"');
    request.user = await options.verifier.verify(match[1]);
  });
});
