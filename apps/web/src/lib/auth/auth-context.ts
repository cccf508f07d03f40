import { createContext, useContext } from 'react';
import type { AppUser } from './app-user';
import type { NewAccount, ProfileChanges, SignInProvider } from './auth-client';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: AppUser | null;
  /** Ways to sign in besides email and password that the identity service offers here. */
  signInProviders: readonly SignInProvider[];
  signIn(email: string, password: string): Promise<void>;
  /** Signs in with a provider of `signInProviders` (a redirect leaves the page instead). */
  signInWithProvider(provider: SignInProvider): Promise<void>;
  createAccount(account: NewAccount): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  /** The account a reset link is for, null when the service checked it already; no toast. */
  checkPasswordResetCode(token: string): Promise<string | null>;
  sendEmailVerification(): Promise<void>;
  /** Applies an emailed verification code; the page shows a failure itself (no toast). */
  verifyEmail(code: string): Promise<void>;
  updateProfile(changes: ProfileChanges): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** The password confirms it; an account without one confirms with its provider. */
  deleteAccount(password?: string): Promise<void>;
  /** Forces a new ID token and rebuilds the user (seed §4). */
  refreshToken(): Promise<void>;
  /** Reads the profile again (`GET /api/users/{uid}`), e.g. after the active organisation or its branding changed. */
  refreshProfile(): Promise<void>;
  /** Reads the identity again, e.g. after the email was verified. */
  reloadUser(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
