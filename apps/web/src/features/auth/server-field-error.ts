import { AuthError } from '../../lib/auth/auth-client';

/** Which field an identity-service error belongs beside, if any. */
export function fieldOfAuthError(error: unknown): 'email' | 'password' | null {
  if (!(error instanceof AuthError)) return null;
  if (error.kind === 'email-in-use' || error.kind === 'invalid-email') return 'email';
  if (error.kind === 'weak-password') return 'password';
  return null;
}
