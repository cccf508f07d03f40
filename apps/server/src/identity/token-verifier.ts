import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import { DEFAULT_ROLES } from '@grantpilot/shared/constants';
import { AppError } from '../lib/app-error';

/** The signed-in user as the API knows them: only what a verified ID token says. */
export interface VerifiedUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  roles: string[];
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  jwksUrl: string;
  /** How the key set is fetched; the server passes an in-process fetch for its own issuer. */
  fetch?: typeof fetch;
  /** Clock used for the verification cache (tests move it). */
  now?: () => number;
  maxCachedTokens?: number;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedUser>;
}

const ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];

function toUser(payload: JWTPayload): VerifiedUser {
  const claim = (name: string) => payload[name];
  const roles = claim('roles');
  const email = claim('email');
  if (typeof payload.sub !== 'string' || payload.sub === '' || typeof email !== 'string') {
    throw new AppError('UNAUTHENTICATED', 'The identity token has no subject or email');
  }
  return {
    uid: payload.sub,
    email,
    emailVerified: claim('email_verified') === true,
    name: typeof claim('name') === 'string' ? (claim('name') as string) : null,
    picture: typeof claim('picture') === 'string' ? (claim('picture') as string) : null,
    roles:
      Array.isArray(roles) && roles.every((role) => typeof role === 'string')
        ? (roles as string[])
        : [...DEFAULT_ROLES],
  };
}

/**
 * Verifies bearer ID tokens of one issuer against its published key set (signature, issuer,
 * audience, expiry). It knows nothing of who issued them beyond these three URLs, so the
 * built-in service, Firebase or any OpenID Connect provider can stand behind it.
 *
 * Verification is on every API request, so a verified token is remembered until it expires.
 * An unknown key id makes jose fetch the key set again (keys rotate).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const maxCached = options.maxCachedTokens ?? 10_000;
  const cache = new Map<string, { user: VerifiedUser; expiresAtMs: number }>();
  const keySet = createRemoteJWKSet(new URL(options.jwksUrl), {
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });

  return {
    async verify(token) {
      const cached = cache.get(token);
      if (cached && cached.expiresAtMs > now()) return cached.user;
      if (cached) cache.delete(token);

      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keySet, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(now()),
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new AppError('UNAUTHENTICATED', 'Your sign-in has expired. Please sign in again.');
        }
        if (error instanceof errors.JOSEError) {
          throw new AppError('UNAUTHENTICATED', 'The identity token is not valid');
        }
        // The key set could not be fetched: the token may be fine, the issuer is unreachable.
        throw new AppError('SERVICE_UNAVAILABLE', 'The identity service cannot be reached right now');
      }

      const user = toUser(payload);
      if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string);
      cache.set(token, { user, expiresAtMs: (payload.exp as number) * 1000 });
      return user;
    },
  };
}
