import { DEFAULT_PASSWORD_MIN_LENGTH } from '@grantpilot/shared/constants';
import { AuthError, type AuthErrorKind } from './auth-client';

/*
 * Firebase Authentication's error codes (seed §8 names the ones that may surface) in the kinds
 * the pages branch on and in sentences a person understands. Firebase's own messages read
 * "Firebase: Error (auth/invalid-credential)." and are never shown.
 */

const ASK_ADMINISTRATOR = 'If it keeps happening, tell your administrator.';

type Explanation = [AuthErrorKind, string | ((firebaseMessage: string) => string)];

const WRONG_CREDENTIALS = 'The email address or password is incorrect.';
const WRONG_PASSWORD = 'The password is incorrect.';

const EXPLANATIONS: Record<string, Explanation> = {
  // Email enumeration protection on (Firebase's default): one answer for "no such account" and
  // "wrong password". Off: the two are told apart, and the page still does not say which.
  'auth/invalid-credential': ['invalid-credentials', WRONG_CREDENTIALS],
  'auth/invalid-login-credentials': ['invalid-credentials', WRONG_CREDENTIALS],
  'auth/user-not-found': ['invalid-credentials', WRONG_CREDENTIALS],
  'auth/wrong-password': ['wrong-password', WRONG_PASSWORD],
  'auth/missing-password': ['wrong-password', 'Enter your password.'],
  'auth/user-mismatch': [
    'other',
    'That is a different account from the one signed in here. Confirm with the account you are signed in with.',
  ],
  'auth/email-already-in-use': ['email-in-use', 'An account already exists for this email address.'],
  'auth/account-exists-with-different-credential': [
    'email-in-use',
    'An account already exists for this email address. Sign in with its password instead.',
  ],
  'auth/invalid-email': ['invalid-email', 'Enter a valid email address.'],
  'auth/missing-email': ['invalid-email', 'Enter your email address.'],
  'auth/weak-password': ['weak-password', weakPasswordMessage],
  'auth/password-does-not-meet-requirements': ['weak-password', passwordRequirementsMessage],
  'auth/too-many-requests': ['rate-limited', 'Too many attempts. Wait a few minutes, then try again.'],
  'auth/quota-exceeded': ['rate-limited', 'The sign-in service is busy right now. Try again later.'],
  'auth/network-request-failed': [
    'network',
    'The sign-in service could not be reached. Check your connection and try again.',
  ],
  'auth/timeout': ['network', 'The sign-in service took too long to answer. Check your connection and try again.'],
  'auth/expired-action-code': ['invalid-token', 'This link has expired. Ask for a new one.'],
  'auth/invalid-action-code': ['invalid-token', 'This link is invalid or has already been used. Ask for a new one.'],
  'auth/user-token-expired': ['no-user', 'Your session has ended. Sign in again.'],
  'auth/requires-recent-login': ['other', 'For your security, sign out and sign in again, then try once more.'],
  'auth/user-disabled': ['other', 'This account has been disabled. Contact your administrator.'],
  'auth/operation-not-allowed': [
    'other',
    `This way of signing in is not enabled for this site. Contact your administrator.`,
  ],
  'auth/popup-blocked': ['other', 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.'],
  'auth/popup-closed-by-user': ['other', 'The sign-in window was closed before signing in finished.'],
  'auth/cancelled-popup-request': ['other', 'Another sign-in window was opened. Finish signing in there.'],
  'auth/operation-not-supported-in-this-environment': [
    'other',
    'This browser cannot open the sign-in window. Try another browser.',
  ],
  'auth/web-storage-unsupported': [
    'other',
    'Signing in needs this browser to store site data. Allow it (or leave private browsing) and try again.',
  ],
  'auth/multi-factor-auth-required': [
    'other',
    'This account needs a second sign-in step, which this site does not support yet. Contact your administrator.',
  ],
  'auth/login-blocked': ['other', "Signing in was refused by this site's sign-in rules. Contact your administrator."],
  'auth/invalid-api-key': [
    'other',
    `This site's sign-in is not set up correctly (its API key is not valid). ${ASK_ADMINISTRATOR}`,
  ],
  'auth/unauthorized-domain': [
    'other',
    `Signing in is not allowed from this web address (it is not an authorised domain). ${ASK_ADMINISTRATOR}`,
  ],
  'auth/unauthorized-continue-uri': [
    'other',
    `The email could not be sent: this web address is not an authorised domain. ${ASK_ADMINISTRATOR}`,
  ],
  'auth/invalid-continue-uri': [
    'other',
    `The email could not be sent: this web address is not an authorised domain. ${ASK_ADMINISTRATOR}`,
  ],
  'auth/tenant-id-mismatch': ['other', `This account belongs to a different sign-in tenant. ${ASK_ADMINISTRATOR}`],
  'auth/internal-error': ['other', `The sign-in service had an internal error. Try again. ${ASK_ADMINISTRATOR}`],
  'auth/argument-error': [
    'other',
    `The sign-in service refused the request. Reload the page and try again. ${ASK_ADMINISTRATOR}`,
  ],
};

/** "Password should be at least 8 characters": the project's own minimum, when Firebase names it. */
function weakPasswordMessage(firebaseMessage: string) {
  const minimum = /(\d+) characters/i.exec(firebaseMessage)?.[1] ?? DEFAULT_PASSWORD_MIN_LENGTH;
  return `Password must be at least ${minimum} characters.`;
}

/** "Missing password requirements: [Password must contain an upper case character, …]". */
function passwordRequirementsMessage(firebaseMessage: string) {
  const missing = /\[(.+)\]/.exec(firebaseMessage)?.[1];
  return missing
    ? `The password does not meet the requirements: ${missing.split(/,\s*/).join('; ')}.`
    : 'The password does not meet the requirements of this site.';
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when `error` is Firebase's error with this code (`auth/popup-blocked`, say). */
export function hasFirebaseCode(error: unknown, ...codes: string[]) {
  const code = codeOf(error);
  return code !== undefined && codes.includes(code);
}

/** Any failure of the Firebase SDK as an AuthError; an AuthError passes through unchanged. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = codeOf(error) ?? 'auth/unknown';
  const firebaseMessage = error instanceof Error ? error.message : '';
  const explanation = Object.hasOwn(EXPLANATIONS, code) ? EXPLANATIONS[code] : undefined;
  if (explanation) {
    const [kind, message] = explanation;
    return new AuthError(kind, code, typeof message === 'string' ? message : message(firebaseMessage));
  }
  return new AuthError(
    'other',
    code,
    `Something went wrong with signing in (${code}). Try again. ${ASK_ADMINISTRATOR}`,
  );
}

const PASSWORD_CHECK_CODES = ['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password'];

/**
 * A failed password check before a sensitive change: with enumeration protection on, Firebase
 * answers a wrong password as `auth/invalid-credential`, but here the account is known and only
 * the password can be wrong, so the form can show it beside the field.
 */
export function toPasswordCheckError(error: unknown): AuthError {
  const code = codeOf(error);
  return code && PASSWORD_CHECK_CODES.includes(code)
    ? new AuthError('wrong-password', code, WRONG_PASSWORD)
    : toAuthError(error);
}

/** The codes every explanation above answers; the test walks them all. */
export const EXPLAINED_FIREBASE_CODES = Object.keys(EXPLANATIONS);
