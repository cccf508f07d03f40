import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createTokenVerifier } from './token-verifier';

const ISSUER = 'https://id.example.com';
const AUDIENCE = 'grantpilot';
const JWKS_URL = `${ISSUER}/jwks`;

/** An issuer of our own making: its key set is served through the verifier's fetch hook. */
async function makeIssuer(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA' };
  const sign = (claims: Record<string, unknown> = {}, options: { exp?: number; iss?: string; key?: CryptoKey } = {}) =>
    new SignJWT({ email: 'ada@example.com', roles: ['user'], ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject('user-1')
      .setIssuer(options.iss ?? ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(options.key ?? privateKey);
  return { jwk, sign, privateKey };
}

function serving(keys: () => object[]) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(JSON.stringify({ keys: keys() }), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createTokenVerifier', () => {
  let issuer: Awaited<ReturnType<typeof makeIssuer>>;
  beforeAll(async () => {
    issuer = await makeIssuer('key-1');
  });

  it('returns the user of a valid token, with the ["user"] fallback when roles are missing', async () => {
    const { fetch } = serving(() => [issuer.jwk]);
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
    expect(await verifier.verify(await issuer.sign({ name: 'Ada', email_verified: true }))).toEqual({
      uid: 'user-1',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada',
      picture: null,
      roles: ['user'],
      authTime: null,
      signInProvider: null,
    });
    expect((await verifier.verify(await issuer.sign({ auth_time: 1_700_000_000 }))).authTime).toBe(1_700_000_000);
    expect((await verifier.verify(await issuer.sign({ roles: 'admin' }))).roles).toEqual(['user']);
  });

  it('rejects a tampered token', async () => {
    const { fetch } = serving(() => [issuer.jwk]);
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
    const [header, payload, signature] = (await issuer.sign()).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', email: 'x@example.com' })).toString('base64url');
    const error = await rejection(verifier.verify([header, forged, signature].join('.')));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(payload).toBeTruthy();
  });

  it('rejects an expired token with a message that says so', async () => {
    const { fetch } = serving(() => [issuer.jwk]);
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
    const error = await rejection(verifier.verify(await issuer.sign({}, { exp: Math.floor(Date.now() / 1000) - 10 })));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).toMatch(/expired/);
  });

  it('rejects a token of another issuer, and one signed by a key the issuer does not publish', async () => {
    const { fetch } = serving(() => [issuer.jwk]);
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
    expect((await rejection(verifier.verify(await issuer.sign({}, { iss: 'https://evil.example' })))).code).toBe(
      'UNAUTHENTICATED',
    );
    const stranger = await makeIssuer('key-1');
    expect((await rejection(verifier.verify(await stranger.sign()))).code).toBe('UNAUTHENTICATED');
  });

  it('verifies a token once and answers from the cache until it expires', async () => {
    const { fetch, calls } = serving(() => [issuer.jwk]);
    let now = Date.now();
    const verifier = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      jwksUrl: JWKS_URL,
      fetch,
      now: () => now,
    });
    const token = await issuer.sign({}, { exp: Math.floor(now / 1000) + 60 });
    await verifier.verify(token);
    await verifier.verify(token);
    expect(calls).toHaveLength(1);

    now += 61_000;
    expect((await rejection(verifier.verify(token))).message).toMatch(/expired/);
  });

  it('fetches the key set again when a token names a key it has not seen (rotation)', async () => {
    const rotated = await makeIssuer('key-2');
    let published = [issuer.jwk];
    const { fetch, calls } = serving(() => published);
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
    await verifier.verify(await issuer.sign());
    published = [issuer.jwk, rotated.jwk];
    // jose waits out a cooldown between fetches; a fresh verifier shows the behaviour without
    // a 30 s wait, and the first one proves keys are not refetched for known ids.
    await verifier.verify(await issuer.sign({ name: 'again' }));
    expect(calls).toHaveLength(1);
    const fresh = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
    expect((await fresh.verify(await rotated.sign())).uid).toBe('user-1');
  });

  it('answers 503, not 500, when the issuer cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
    expect((await rejection(verifier.verify(await issuer.sign()))).code).toBe('SERVICE_UNAVAILABLE');
  });

  describe('unsigned tokens (the Firebase Auth emulator issues them)', () => {
    const unsigned = async (claims: Record<string, unknown> = {}, options: { iss?: string } = {}) => {
      const [, payload] = (await issuer.sign(claims, options)).split('.');
      return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    };

    it('are rejected unless emulator mode accepts them', async () => {
      const { fetch } = serving(() => [issuer.jwk]);
      const strict = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL, fetch });
      const error = await rejection(strict.verify(await unsigned()));
      expect(error.code).toBe('UNAUTHENTICATED');

      const emulator = createTokenVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        jwksUrl: JWKS_URL,
        fetch,
        acceptUnsigned: true,
      });
      expect((await emulator.verify(await unsigned())).uid).toBe('user-1');
    });

    it('still have their issuer, audience and expiry checked in emulator mode', async () => {
      const { fetch } = serving(() => [issuer.jwk]);
      const emulator = createTokenVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        jwksUrl: JWKS_URL,
        fetch,
        acceptUnsigned: true,
      });
      expect((await rejection(emulator.verify(await unsigned({}, { iss: 'https://other.example' })))).code).toBe(
        'UNAUTHENTICATED',
      );
      const [, payload] = (await issuer.sign({}, { exp: Math.floor(Date.now() / 1000) - 120 })).split('.');
      const expired = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
      expect((await rejection(emulator.verify(expired))).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('roles', () => {
    const verifier = (adminEmails: string[] = []) =>
      createTokenVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        jwksUrl: JWKS_URL,
        fetch: serving(() => [issuer.jwk]).fetch,
        adminEmails,
      });

    it('come from the roles claim; ["user"] when it is missing, empty or not a list of strings', async () => {
      expect((await verifier().verify(await issuer.sign({ roles: ['user', 'editor'] }))).roles).toEqual([
        'user',
        'editor',
      ]);
      for (const roles of [undefined, [], 'admin', [1, 2], null]) {
        expect((await verifier().verify(await issuer.sign({ roles }))).roles).toEqual(['user']);
      }
    });

    it('add admin for an email in ADMIN_EMAILS, but only once the email is verified', async () => {
      const admins = verifier(['ada@example.com']);
      expect((await admins.verify(await issuer.sign({ roles: undefined, email_verified: true }))).roles).toEqual([
        'user',
        'admin',
      ]);
      expect((await admins.verify(await issuer.sign({ roles: ['user'], email_verified: false }))).roles).toEqual([
        'user',
      ]);
      expect(
        (await admins.verify(await issuer.sign({ roles: ['user', 'admin'], email_verified: true, name: 'x' }))).roles,
      ).toEqual(['user', 'admin']);
    });
  });

  it('tells the caller of each freshly verified token once, not of cached ones', async () => {
    const seen: string[] = [];
    const verifier = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      jwksUrl: JWKS_URL,
      fetch: serving(() => [issuer.jwk]).fetch,
      onVerified: async (user) => {
        seen.push(user.uid);
      },
    });
    const token = await issuer.sign();
    await verifier.verify(token);
    await verifier.verify(token);
    expect(seen).toEqual(['user-1']);

    // A forgotten user's tokens are verified afresh (their account was deleted meanwhile).
    verifier.forgetUser('someone-else');
    await verifier.verify(token);
    expect(seen).toEqual(['user-1']);
    verifier.forgetUser('user-1');
    await verifier.verify(token);
    expect(seen).toEqual(['user-1', 'user-1']);
  });
});
