import { describe, expect, it } from 'vitest';
import { AuthError, type AuthErrorKind } from './auth-client';
import { EXPLAINED_FIREBASE_CODES, toAuthError, toPasswordCheckError } from './firebase-errors';

/** Firebase's error as its SDK builds it: a code and "Firebase: <message> (auth/<code>).". */
function firebaseError(code: string, message = 'Error') {
  return Object.assign(new Error(`Firebase: ${message} (${code}).`), { name: 'FirebaseError', code });
}

const SEED_CODES: [string, AuthErrorKind][] = [
  ['auth/invalid-api-key', 'other'],
  ['auth/unauthorized-domain', 'other'],
  ['auth/popup-blocked', 'other'],
  ['auth/popup-closed-by-user', 'other'],
  ['auth/cancelled-popup-request', 'other'],
  ['auth/network-request-failed', 'network'],
  ['auth/user-mismatch', 'other'],
  ['auth/password-does-not-meet-requirements', 'weak-password'],
  ['auth/multi-factor-auth-required', 'other'],
  ['auth/login-blocked', 'other'],
  ['auth/internal-error', 'other'],
  ['auth/argument-error', 'other'],
  ['auth/tenant-id-mismatch', 'other'],
];

const EVERYDAY_CODES: [string, AuthErrorKind][] = [
  // Enumeration protection on: one code for both mistakes.
  ['auth/invalid-credential', 'invalid-credentials'],
  ['auth/invalid-login-credentials', 'invalid-credentials'],
  // Enumeration protection off.
  ['auth/wrong-password', 'wrong-password'],
  ['auth/user-not-found', 'invalid-credentials'],
  ['auth/missing-password', 'wrong-password'],
  ['auth/email-already-in-use', 'email-in-use'],
  ['auth/account-exists-with-different-credential', 'email-in-use'],
  ['auth/invalid-email', 'invalid-email'],
  ['auth/missing-email', 'invalid-email'],
  ['auth/weak-password', 'weak-password'],
  ['auth/too-many-requests', 'rate-limited'],
  ['auth/quota-exceeded', 'rate-limited'],
  ['auth/timeout', 'network'],
  ['auth/user-disabled', 'other'],
  ['auth/requires-recent-login', 'other'],
  ['auth/expired-action-code', 'invalid-token'],
  ['auth/invalid-action-code', 'invalid-token'],
  ['auth/user-token-expired', 'no-user'],
  ['auth/operation-not-allowed', 'other'],
  ['auth/operation-not-supported-in-this-environment', 'other'],
  ['auth/web-storage-unsupported', 'other'],
  ['auth/unauthorized-continue-uri', 'other'],
  ['auth/invalid-continue-uri', 'other'],
];

const ALL_CODES = [...SEED_CODES, ...EVERYDAY_CODES];

describe('toAuthError', () => {
  it.each(ALL_CODES)('%s is %s, said in words', (code, kind) => {
    const error = toAuthError(firebaseError(code));
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ kind, code });
    expect(error.message).toMatch(/^[A-Z].*\.$/);
    expect(error.message).not.toMatch(/Firebase|auth\//);
  });

  it('has a row in this table for every code it explains', () => {
    expect(ALL_CODES.map(([code]) => code).sort()).toEqual([...EXPLAINED_FIREBASE_CODES].sort());
  });

  it('says the same for a wrong password and an unknown account', () => {
    expect(toAuthError(firebaseError('auth/invalid-credential')).message).toBe(
      toAuthError(firebaseError('auth/user-not-found')).message,
    );
  });

  it('names the minimum length the project configured', () => {
    const error = toAuthError(firebaseError('auth/weak-password', 'Password should be at least 8 characters'));
    expect(error.message).toBe('Password must be at least 8 characters.');
  });

  it('falls back to the seed’s minimum when Firebase does not name one', () => {
    expect(toAuthError(firebaseError('auth/weak-password')).message).toBe('Password must be at least 6 characters.');
  });

  it('lists the password policy’s missing requirements', () => {
    const error = toAuthError(
      firebaseError(
        'auth/password-does-not-meet-requirements',
        'Missing password requirements: [Password must contain an upper case character, Password must contain a numeric character]',
      ),
    );
    expect(error.message).toBe(
      'The password does not meet the requirements: Password must contain an upper case character; Password must contain a numeric character.',
    );
  });

  it.each([
    ['an unknown Firebase code', firebaseError('auth/something-new'), 'auth/something-new'],
    ['a code named like an object property', firebaseError('toString'), 'toString'],
    ['an error without a code', new Error('Firebase: Error (auth/internal).'), 'auth/unknown'],
    ['something that is not an error', 'oops', 'auth/unknown'],
  ])('never shows Firebase’s raw text for %s', (_case, error, code) => {
    const mapped = toAuthError(error);
    expect(mapped).toMatchObject({ kind: 'other', code });
    expect(mapped.message).toMatch(/^Something went wrong with signing in/);
    expect(mapped.message).not.toContain('Firebase');
  });

  it('passes an AuthError through', () => {
    const error = new AuthError('no-user', 'NO_USER', 'No user is currently signed in');
    expect(toAuthError(error)).toBe(error);
  });
});

describe('toPasswordCheckError', () => {
  it.each(['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password'])(
    'makes %s a wrong password, for the field beside it',
    (code) => {
      expect(toPasswordCheckError(firebaseError(code))).toMatchObject({
        kind: 'wrong-password',
        code,
        message: 'The password is incorrect.',
      });
    },
  );

  it('explains anything else as usual', () => {
    expect(toPasswordCheckError(firebaseError('auth/too-many-requests'))).toMatchObject({ kind: 'rate-limited' });
  });
});
