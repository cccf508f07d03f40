/**
 * The identity service as the pages see it (seed §7: the operations used). The built-in service
 * and Firebase Authentication both implement it, so no page ever talks to an identity endpoint
 * directly.
 */
export interface AuthIdentity {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** False for an account that only signs in with Google: it confirms with Google, not a password. */
  hasPassword: boolean;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export interface ProfileChanges {
  displayName?: string;
  photoURL?: string | null;
}

/** Ways to sign in besides email and password that a service may offer. */
export type SignInProvider = 'google';

export type AuthStateListener = (identity: AuthIdentity | null) => void;
export type AuthErrorListener = (error: Error) => void;

export interface AuthClient {
  /** What `signInWithProvider` accepts here; empty when only email and password are offered. */
  readonly signInProviders: readonly SignInProvider[];
  /** The signed-in identity as last known, or null. */
  currentUser(): AuthIdentity | null;
  /** Calls the listener once the state is known and on every change; returns the unsubscribe. */
  onAuthStateChanged(listener: AuthStateListener, onError?: AuthErrorListener): () => void;
  signIn(email: string, password: string): Promise<AuthIdentity>;
  /**
   * Signs in (creating the account on first use) with a provider of `signInProviders`. Null when
   * the browser had to leave for the provider's page: the sign-in completes when it comes back.
   */
  signInWithProvider(provider: SignInProvider): Promise<AuthIdentity | null>;
  /**
   * How a provider sign-in that left the page ended, once the browser is back: the identity it
   * signed in, or null when none was under way. Rejects with its AuthError when it failed.
   */
  redirectSignInResult(): Promise<AuthIdentity | null>;
  /** Creates the account, sets its display name and sends the verification email. */
  createAccount(account: NewAccount): Promise<AuthIdentity>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Completes a reset with the token from the emailed link (Firebase's `oobCode`). */
  resetPassword(token: string, newPassword: string): Promise<void>;
  /**
   * The email address a reset code belongs to, so an expired or used link says so before a new
   * password is typed; throws AuthError('invalid-token') otherwise. Null when the service checks
   * its links on the server instead (the built-in one redirects a bad link with `?error=`).
   */
  checkPasswordResetCode(token: string): Promise<string | null>;
  sendEmailVerification(): Promise<void>;
  /**
   * Applies the code of an emailed verification link (Firebase's `oobCode`). The built-in
   * service verifies its links on the server and never hands the page a code.
   */
  verifyEmail(code: string): Promise<AuthIdentity | null>;
  updateProfile(changes: ProfileChanges): Promise<AuthIdentity>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Confirms with the password (or, for an account without one, by signing in with its provider
   * again), removes the user's product data, then the account.
   */
  deleteAccount(password?: string): Promise<void>;
  /** The ID token for the product API; `forceRefresh` asks the service for a new one. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Reads the identity again from the service (after verification in another tab, say). */
  reload(): Promise<AuthIdentity | null>;
}

/**
 * What went wrong, in words every identity service can be mapped to, so that pages branch on
 * the kind and never on one service's codes (the built-in service's INVALID_PASSWORD and
 * Firebase's auth/wrong-password are both 'wrong-password').
 */
export type AuthErrorKind =
  | 'invalid-credentials'
  | 'wrong-password'
  | 'email-in-use'
  | 'invalid-email'
  | 'weak-password'
  | 'invalid-token'
  | 'rate-limited'
  | 'network'
  | 'no-user'
  | 'other';

/** An identity-service failure: its kind, the service's own code and a message for a person. */
export class AuthError extends Error {
  readonly kind: AuthErrorKind;
  readonly code: string;
  readonly status: number | undefined;

  constructor(kind: AuthErrorKind, code: string, message: string, status?: number) {
    super(message);
    this.name = 'AuthError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}
