import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const FIREBASE_TEST_PROJECT = 'grant-office-test';

export const firebaseEnv = {
  IDENTITY_PROVIDER: 'firebase',
  FIREBASE_API_KEY: 'AIzaSy-test-key',
  FIREBASE_AUTH_DOMAIN: `${FIREBASE_TEST_PROJECT}.firebaseapp.com`,
  FIREBASE_PROJECT_ID: FIREBASE_TEST_PROJECT,
  FIREBASE_APP_ID: '1:1234:web:abcd',
};

export interface FirebaseTestUser {
  uid: string;
  email: string;
  name?: string;
  emailVerified?: boolean;
  roles?: unknown;
}

/**
 * Google's token signing, played locally: an RS256 key whose public half is served as the key
 * set Firebase publishes. Tokens carry Firebase's claims (issuer, project audience, auth_time).
 * The emulator tests (`*.emulator.test.ts`) use the real Firebase Auth emulator instead.
 */
export async function createFirebaseSigner(projectId = FIREBASE_TEST_PROJECT) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = 'google-key-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const keysFetch = (async () =>
    new Response(JSON.stringify({ keys: [jwk] }), {
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;

  const sign = (
    user: FirebaseTestUser,
    overrides: { iss?: string; aud?: string; authTime?: number; iat?: number; signInProvider?: string } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: user.email,
      email_verified: user.emailVerified ?? false,
      ...(user.name ? { name: user.name } : {}),
      ...(user.roles !== undefined ? { roles: user.roles } : {}),
      auth_time: overrides.authTime ?? now,
      user_id: user.uid,
      firebase: { identities: { email: [user.email] }, sign_in_provider: overrides.signInProvider ?? 'password' },
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(overrides.iss ?? `https://securetoken.google.com/${projectId}`)
      .setAudience(overrides.aud ?? projectId)
      .setSubject(user.uid)
      .setIssuedAt(overrides.iat ?? now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
  };

  /** The same claims with `alg: none` and no signature, as the emulator issues them. */
  const unsigned = async (user: FirebaseTestUser) => {
    const [, payload] = (await sign(user)).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    return `${header}.${payload}.`;
  };

  return { keysFetch, sign, unsigned };
}
