import { AUTH_BASE_PATH, NO_SIGNED_IN_USER_MESSAGE, ROUTES } from '@grantpilot/shared/constants';
import {
  AuthError,
  type AuthErrorKind,
  type AuthClient,
  type AuthErrorListener,
  type AuthIdentity,
  type AuthStateListener,
} from './auth-client';
import { createTokenCache } from './token-cache';

const BASE = AUTH_BASE_PATH;

interface ServiceUser {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  emailVerified: boolean;
}

function toIdentity(user: ServiceUser): AuthIdentity {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name || null,
    photoURL: user.image || null,
    emailVerified: user.emailVerified,
    // The built-in service only signs in with a password.
    hasPassword: true,
  };
}

/** The built-in service's error codes (better-auth's, plus the server's own) by kind. */
export function kindOfCode(code: string, status?: number): AuthErrorKind {
  if (code === 'INVALID_EMAIL_OR_PASSWORD') return 'invalid-credentials';
  if (code === 'INVALID_PASSWORD') return 'wrong-password';
  if (code.startsWith('USER_ALREADY_EXISTS')) return 'email-in-use';
  if (code === 'INVALID_EMAIL') return 'invalid-email';
  if (code.startsWith('PASSWORD_TOO_')) return 'weak-password';
  if (code === 'INVALID_TOKEN') return 'invalid-token';
  if (code === 'RATE_LIMITED' || status === 429) return 'rate-limited';
  return 'other';
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  return (await callWithHeaders<T>(path, body)).body;
}

/** A call whose answer's headers matter too (the session read carries an ID token in one). */
async function callWithHeaders<T>(path: string, body?: unknown): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'include',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AuthError(
      'network',
      'NETWORK_ERROR',
      'The server could not be reached. Check your connection and try again.',
    );
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page, say: fall through to the status below.
  }
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
    const code = error?.code ?? 'IDENTITY_ERROR';
    throw new AuthError(
      kindOfCode(code, response.status),
      code,
      error?.message ?? `The identity service answered ${response.status}`,
      response.status,
    );
  }
  return { body: parsed as T, headers: response.headers };
}

/** The built-in identity service under /api/auth: an HttpOnly session cookie plus ID tokens. */
export function createBuiltInAuthClient(): AuthClient {
  let identity: AuthIdentity | null = null;
  let known = false;
  let loading: Promise<void> | null = null;
  /** One ID token per lifetime, shared by the page's requests (decision 035). */
  const tokens = createTokenCache({
    fetchToken: () =>
      call<{ token: string }>('/token').then(
        (answer) => answer.token,
        (error: unknown) => {
          // The session ended on the server (signed out elsewhere, expired, account deleted).
          if (error instanceof AuthError && error.status === 401) setIdentity(null);
          throw error;
        },
      ),
  });
  const listeners = new Set<AuthStateListener>();
  const errorListeners = new Set<AuthErrorListener>();

  /** The user, and the ID token that came with them if any, set before any listener hears of it. */
  function setIdentity(next: AuthIdentity | null, withToken: string | null = null) {
    identity = next;
    known = true;
    // A token on its way was asked for by whoever was signed in before: it is not kept.
    tokens.clear();
    tokens.set(next ? withToken : null);
    for (const listener of listeners) listener(identity);
  }

  function requireIdentity() {
    if (!identity) throw new AuthError('no-user', 'NO_USER', NO_SIGNED_IN_USER_MESSAGE);
    return identity;
  }

  /**
   * The session, and the ID token the service sends with it (`set-auth-jwt`), so that the first
   * API requests of a page need no request of their own for a token.
   */
  async function readSession() {
    const { body, headers } = await callWithHeaders<{ user: ServiceUser } | null>('/get-session');
    const next = body?.user ? toIdentity(body.user) : null;
    setIdentity(next, headers.get('set-auth-jwt'));
    return next;
  }

  function loadOnce() {
    loading ??= readSession()
      .then(() => undefined)
      .catch((error: unknown) => {
        setIdentity(null);
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const listener of errorListeners) listener(failure);
      });
    return loading;
  }

  return {
    signInProviders: [],

    currentUser: () => identity,

    onAuthStateChanged(listener, onError) {
      listeners.add(listener);
      if (onError) errorListeners.add(onError);
      if (known) listener(identity);
      else void loadOnce();
      return () => {
        listeners.delete(listener);
        if (onError) errorListeners.delete(onError);
      };
    },

    async signIn(email, password) {
      const result = await call<{ user: ServiceUser }>('/sign-in/email', { email, password });
      setIdentity(toIdentity(result.user));
      return toIdentity(result.user);
    },

    async signInWithProvider() {
      throw new AuthError('other', 'PROVIDER_NOT_OFFERED', 'This sign-in service only signs in with a password.');
    },

    redirectSignInResult: async () => null,

    async createAccount({ name, email, password }) {
      // One call does the seed's three steps: the service stores the display name with the
      // account and sends the verification email itself, landing its link on our result page.
      const result = await call<{ user: ServiceUser }>('/sign-up/email', {
        name,
        email,
        password,
        callbackURL: ROUTES.emailVerified,
      });
      setIdentity(toIdentity(result.user));
      return toIdentity(result.user);
    },

    async signOut() {
      await call('/sign-out', {});
      setIdentity(null);
    },

    async sendPasswordReset(email) {
      await call('/request-password-reset', { email, redirectTo: ROUTES.resetPassword });
    },

    // The link went through the server, which sent a bad one back with `?error=`.
    checkPasswordResetCode: async () => null,

    async resetPassword(resetToken, newPassword) {
      await call('/reset-password', { token: resetToken, newPassword });
    },

    async sendEmailVerification() {
      const { email } = requireIdentity();
      await call('/send-verification-email', { email, callbackURL: ROUTES.emailVerified });
    },

    async verifyEmail() {
      // The service's own link (/api/auth/verify-email) verifies on the server and lands on the
      // result page without a code, so a code here is from somewhere else.
      throw new AuthError(
        'invalid-token',
        'NOT_A_VERIFICATION_LINK',
        'This verification link is invalid or has expired.',
      );
    },

    async updateProfile(changes) {
      requireIdentity();
      await call('/update-user', {
        ...(changes.displayName !== undefined ? { name: changes.displayName } : {}),
        ...(changes.photoURL !== undefined ? { image: changes.photoURL } : {}),
      });
      await readSession();
      return requireIdentity();
    },

    async changePassword(currentPassword, newPassword) {
      requireIdentity();
      await call('/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
      tokens.clear();
    },

    async deleteAccount(password = '') {
      requireIdentity();
      await call('/delete-user', { password });
      setIdentity(null);
    },

    async getIdToken(forceRefresh = false) {
      if (!identity) return null;
      return tokens.get(forceRefresh);
    },

    async reload() {
      await readSession();
      return identity;
    },
  };
}
