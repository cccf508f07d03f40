import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mail';
import { resolveAuthSecret } from './auth-secret';
import { createBuiltInIdentity, type BuiltInIdentity } from './built-in-identity';
import type { RevocationList } from './revocations';
import { createTokenVerifier, type TokenVerifier, type VerifiedUser } from './token-verifier';

export interface Identity {
  /** The built-in service (better-auth), or null when a hosted one (Firebase) signs users in. */
  builtIn: BuiltInIdentity | null;
  verifier: TokenVerifier;
}

/**
 * The identity service the configuration names, and the verifier the API trusts. Either way
 * the API only ever sees a verified ID token; what differs is who signs it and where its keys
 * are published.
 */
export function createIdentity(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    mailer: Mailer;
    fetch?: typeof fetch;
    /** A hosted service's verified user: the product keeps a row for them (the users module). */
    onUserVerified: (user: VerifiedUser) => Promise<void>;
    /** Before the built-in service deletes an account: refuses or cleans up (the organisations module). */
    beforeDeleteUser: (userId: string) => Promise<void>;
    /** After the built-in service deleted an account: its tokens are revoked everywhere. */
    afterDeleteUser: (userId: string) => Promise<void>;
    /** Accounts whose still-valid tokens are refused (identity/revocations.ts). */
    revocations: RevocationList;
    /** Before a built-in sign-in opens a session: refuses a disabled account (the users module). */
    beforeSignIn?: (userId: string) => Promise<void>;
    /** After a built-in sign-in: the product notes it (the users module). */
    afterSignIn?: (userId: string) => Promise<void>;
  },
): Identity {
  const { config, db } = deps;

  if (config.identity.provider === 'firebase') {
    const { emulatorHost } = config.identity.firebase;
    if (emulatorHost) {
      app.log.warn({ emulatorHost }, 'identity: Firebase Auth emulator mode, unsigned tokens are accepted');
    }
    return {
      builtIn: null,
      verifier: createTokenVerifier({
        ...config.token,
        acceptUnsigned: emulatorHost !== undefined,
        adminEmails: config.adminEmails,
        onVerified: deps.onUserVerified,
        revocations: deps.revocations,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }),
    };
  }

  const builtIn = createBuiltInIdentity({
    config,
    db,
    mailer: deps.mailer,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    log: app.log,
    beforeDeleteUser: deps.beforeDeleteUser,
    afterDeleteUser: deps.afterDeleteUser,
    beforeSignIn: deps.beforeSignIn,
    afterSignIn: deps.afterSignIn,
  });
  // The built-in issuer's keys are served by this very process: read them in-process instead
  // of calling ourselves over the network (which a reverse proxy or TLS may not even allow).
  const ownKeys = new URL(config.token.jwksUrl).origin === new URL(config.publicUrl).origin;
  const inProcessFetch = async (url: string | URL | Request) => {
    const response = await app.inject({ method: 'GET', url: new URL(String(url)).pathname });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
  const fetchKeys = deps.fetch ?? (ownKeys ? inProcessFetch : undefined);
  return {
    builtIn,
    verifier: createTokenVerifier({
      ...config.token,
      revocations: deps.revocations,
      ...(fetchKeys ? { fetch: fetchKeys } : {}),
    }),
  };
}
