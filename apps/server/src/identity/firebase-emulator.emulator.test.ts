import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREBASE_TOKEN_ISSUER_BASE } from '../config';
import {
  EMULATOR_PROJECT,
  emulatorHost,
  markEmailVerified,
  setCustomClaims,
  signInToEmulator,
  signUpInEmulator,
} from '../testing/firebase-emulator';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTokenVerifier } from './token-verifier';

/** The server against the real Firebase Auth emulator (`npm run test:firebase`). */
describe('Firebase identity against the Auth emulator', () => {
  let emulated: TestApp;
  let strict: TestApp;
  const password = 'emulated-pass-42';
  const email = (label: string) => `${label}-${Date.now().toString(36)}@example.org`;
  const profile = (t: TestApp, uid: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    const firebase = { IDENTITY_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: EMULATOR_PROJECT };
    emulated = await createTestApp({ env: { ...firebase, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } });
    // The same project without emulator mode: it wants Google's signature on every token.
    strict = await createTestApp({
      env: {
        ...firebase,
        FIREBASE_API_KEY: 'key',
        FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
        FIREBASE_APP_ID: 'app',
      },
    });
  });
  afterAll(async () => {
    await emulated.close();
    await strict.close();
  });

  it("accepts the emulator's tokens in emulator mode and keeps the account's name", async () => {
    const session = await signUpInEmulator(email('emulated'), password, 'Emma Emulated');
    const response = await profile(emulated, session.uid, session.idToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ uid: session.uid, displayName: 'Emma Emulated', emailVerified: false });
  });

  it('rejects the same unsigned token without emulator mode', async () => {
    const session = await signUpInEmulator(email('unsigned'), password, 'Ursula Unsigned');
    expect(session.idToken.split('.')[2]).toBe('');
    const response = await profile(strict, session.uid, session.idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('The identity token is not valid');
  });

  it('reads roles from the custom claim an administrator sets, ["user"] before', async () => {
    const address = email('claims');
    const created = await signUpInEmulator(address, password, 'Clara Claims');
    const verifier = createTokenVerifier({
      issuer: `${FIREBASE_TOKEN_ISSUER_BASE}${EMULATOR_PROJECT}`,
      audience: EMULATOR_PROJECT,
      jwksUrl: 'http://127.0.0.1:1/never-fetched',
      acceptUnsigned: true,
      adminEmails: [address],
    });
    expect((await verifier.verify(created.idToken)).roles).toEqual(['user']);

    await setCustomClaims(created.uid, { roles: ['user', 'reviewer'] });
    await markEmailVerified(created.uid);
    const refreshed = await signInToEmulator(address, password);
    const user = await verifier.verify(refreshed.idToken);
    expect(user).toMatchObject({ uid: created.uid, emailVerified: true });
    // ADMIN_EMAILS still makes the (now verified) address an instance administrator.
    expect(user.roles).toEqual(['user', 'reviewer', 'admin']);
  });
});
