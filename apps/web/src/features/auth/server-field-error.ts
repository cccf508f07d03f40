import { AuthError } from '../../lib/auth/auth-client';

/** Which field an identity-service error belongs beside, if any. */
export function fieldOfAuthError(error: unknown): 'email' | 'password' | null {
  if (!(error instanceof AuthError)) return null;
  if (error.code.startsWith('USER_ALREADY_EXISTS') || error.code === 'INVALID_EMAIL') return 'email';
  if (error.code.startsWith('PASSWORD_')) return 'password';
  return null;
}
