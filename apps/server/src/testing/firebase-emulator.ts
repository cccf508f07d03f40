/**
 * The Firebase Auth emulator's REST API, for tests run by `npm run test:firebase` (inside
 * `firebase emulators:exec`, which sets FIREBASE_AUTH_EMULATOR_HOST). Without it they fail:
 * an identity test that cannot reach its identity service must not pass by skipping.
 */
export const EMULATOR_PROJECT = 'demo-grantpilot';

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run these tests with `npm run test:firebase`');
  }
  return host;
}

const base = () => `http://${emulatorHost()}`;

async function call<T>(path: string, body?: unknown, method = 'POST'): Promise<T> {
  // "owner" is the emulator's stand-in for an administrator's credentials, for the calls
  // the Admin SDK would make; a user's own calls carry their ID token in the body instead.
  const asAdministrator = path.includes('/projects/');
  const response = await fetch(`${base()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(asAdministrator ? { authorization: 'Bearer owner' } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

const identityToolkit = (method: string) =>
  `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=emulator-api-key`;

export interface EmulatorSession {
  uid: string;
  idToken: string;
}

export async function signUpInEmulator(email: string, password: string, displayName?: string) {
  const created = await call<{ localId: string; idToken: string }>(identityToolkit('signUp'), {
    email,
    password,
    returnSecureToken: true,
  });
  if (displayName) {
    await call(identityToolkit('update'), { idToken: created.idToken, displayName, returnSecureToken: true });
  }
  return signInToEmulator(email, password);
}

export async function signInToEmulator(email: string, password: string): Promise<EmulatorSession> {
  const session = await call<{ localId: string; idToken: string }>(identityToolkit('signInWithPassword'), {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: session.localId, idToken: session.idToken };
}

/** What an administrator does with the Admin SDK's setCustomUserClaims. */
export async function setCustomClaims(uid: string, claims: Record<string, unknown>) {
  await call(`/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}/accounts:update`, {
    localId: uid,
    customAttributes: JSON.stringify(claims),
  });
}

export async function markEmailVerified(uid: string) {
  await call(`/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}/accounts:update`, {
    localId: uid,
    emailVerified: true,
  });
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** The emails the emulator "sent": verification and password-reset codes. */
export async function emulatorOobCodes(): Promise<OobCode[]> {
  return (await call<{ oobCodes: OobCode[] }>(`/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`, undefined, 'GET'))
    .oobCodes;
}

/**
 * Firebase's "email enumeration protection": on, a wrong password and an unknown email both
 * answer `auth/invalid-credential`; off, `auth/wrong-password` and `auth/user-not-found`.
 */
export async function setEmailEnumerationProtection(enabled: boolean) {
  await call(
    `/emulator/v1/projects/${EMULATOR_PROJECT}/config`,
    { emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } },
    'PATCH',
  );
}
