import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
} from 'jose';
import { ACCOUNT_DISABLED_MESSAGE, ADMIN_ROLE, DEFAULT_ROLES } from '@grantpilot/shared/constants';
import { AppError } from '../lib/app-error';

/** The signed-in user as the API knows them: only what a verified ID token says. */
export interface VerifiedUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  roles: string[];
  /** When the user signed in (seconds), if the issuer says: tokens refreshed since keep it. */
  authTime: number | null;
  /** How they signed in, as Firebase says (`password`, `google.com`…); null for other issuers. */
  signInProvider: string | null;
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
  /**
   * Accept tokens with `alg: none`. Only the Firebase Auth emulator issues them, and config.ts
   * allows emulator mode only for a `demo-` project outside production.
   */
  acceptUnsigned?: boolean;
  /**
   * Instance administrators by email, for issuers that cannot put our `admin` role in their
   * tokens themselves (Firebase). Granted only for a verified email: anyone can create an
   * account with an address they do not own.
   */
  adminEmails?: readonly string[];
  /** Runs once per freshly verified token (not for cached ones): Firebase users get a user row. */
  onVerified?: (user: VerifiedUser) => Promise<void>;
  /**
   * Accounts whose tokens are refused though validly signed (deleted or disabled ones),
   * consulted on every request, cached tokens included.
   */
  revocations?: {
    isRevoked(userId: string, signedInAtSeconds: number | null): boolean;
    isDisabled?(userId: string): boolean;
  };
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedUser>;
  /** Forgets the user's verified tokens, so their next request is checked afresh (account deleted). */
  forgetUser(uid: string): void;
}

const ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];
const CLOCK_TOLERANCE_MS = 60_000;

function toUser(payload: JWTPayload, adminEmails: readonly string[]): VerifiedUser {
  const claim = (name: string) => payload[name];
  const roles = claim('roles');
  const claimedEmail = claim('email');
  // Firebase's uids are at most 128 characters; the built-in service's are far shorter.
  if (
    typeof payload.sub !== 'string' ||
    payload.sub === '' ||
    payload.sub.length > 128 ||
    typeof claimedEmail !== 'string'
  ) {
    throw new AppError('UNAUTHENTICATED', 'The identity token has no subject or email');
  }
  // One spelling for every issuer (the built-in service stores addresses lower-cased), so an
  // address is the same address wherever it is compared.
  const email = claimedEmail.toLowerCase();
  const emailVerified = claim('email_verified') === true;
  const claimed =
    Array.isArray(roles) && roles.length > 0 && roles.every((role) => typeof role === 'string')
      ? (roles as string[])
      : [...DEFAULT_ROLES];
  const isListedAdmin = emailVerified && adminEmails.includes(email);
  return {
    uid: payload.sub,
    email,
    emailVerified,
    name: typeof claim('name') === 'string' ? (claim('name') as string) : null,
    picture: typeof claim('picture') === 'string' ? (claim('picture') as string) : null,
    roles: isListedAdmin && !claimed.includes(ADMIN_ROLE) ? [...claimed, ADMIN_ROLE] : claimed,
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : null,
    signInProvider: signInProviderOf(payload),
  };
}

function signInProviderOf(payload: JWTPayload): string | null {
  const firebase = payload.firebase;
  if (typeof firebase !== 'object' || firebase === null) return null;
  const provider = (firebase as Record<string, unknown>).sign_in_provider;
  return typeof provider === 'string' ? provider : null;
}

/** An emulator token: no signature, so only its claims are checked. */
function decodeUnsigned(token: string, options: TokenVerifierOptions, now: number): JWTPayload {
  const { payload } = UnsecuredJWT.decode(token, {
    issuer: options.issuer,
    audience: options.audience,
    requiredClaims: ['exp', 'sub'],
    currentDate: new Date(now),
  });
  return payload;
}

function isUnsigned(token: string) {
  try {
    return decodeProtectedHeader(token).alg === 'none';
  } catch {
    return false;
  }
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
  const cache = new Map<string, { user: VerifiedUser; expiresAtMs: number; signedInAt: number | null }>();
  const refuseRevoked = (user: VerifiedUser, signedInAt: number | null) => {
    if (options.revocations?.isRevoked(user.uid, signedInAt)) {
      throw new AppError('UNAUTHENTICATED', 'This account has been deleted.');
    }
    if (options.revocations?.isDisabled?.(user.uid)) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
  };
  const keySet = createRemoteJWKSet(new URL(options.jwksUrl), {
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });

  return {
    async verify(token) {
      const cached = cache.get(token);
      if (cached && cached.expiresAtMs > now()) {
        refuseRevoked(cached.user, cached.signedInAt);
        return cached.user;
      }
      if (cached) cache.delete(token);

      let payload: JWTPayload;
      try {
        payload =
          options.acceptUnsigned && isUnsigned(token)
            ? decodeUnsigned(token, options, now())
            : (
                await jwtVerify(token, keySet, {
                  issuer: options.issuer,
                  audience: options.audience,
                  algorithms: ALGORITHMS,
                  requiredClaims: ['exp', 'sub'],
                  currentDate: new Date(now()),
                })
              ).payload;
        // Firebase's rules: neither the token nor the sign-in it stands for lies in the future.
        for (const claim of ['iat', 'auth_time'] as const) {
          const at = payload[claim];
          if (typeof at === 'number' && at * 1000 > now() + CLOCK_TOLERANCE_MS) {
            throw new errors.JWTClaimValidationFailed(`${claim} is in the future`, payload, claim, 'check_failed');
          }
        }
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

      const user = toUser(payload, options.adminEmails ?? []);
      // The sign-in's time where the issuer says (Firebase), else the token's own.
      const signedInAt = user.authTime ?? (typeof payload.iat === 'number' ? payload.iat : null);
      refuseRevoked(user, signedInAt);
      await options.onVerified?.(user);
      if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string);
      cache.set(token, { user, expiresAtMs: (payload.exp as number) * 1000, signedInAt });
      return user;
    },

    forgetUser(uid) {
      for (const [token, entry] of cache) if (entry.user.uid === uid) cache.delete(token);
    },
  };
}
