import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseSigner, firebaseEnv } from '../testing/firebase-tokens';
import { createTestApp, type TestApp } from '../testing/test-app';

/** What the built-in identity's signed-in pages carry first in their head. */
const SESSION_PRELOAD = '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials">';
const SCRIPT = `console.log(${JSON.stringify('GrantPilot '.repeat(500))});`;

/** A build as Vite leaves it: a hashed script with its .br and .gz copies beside it. */
async function builtWebApp() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-web-'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>GrantPilot</title></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'landing.html'),
    '<!doctype html><html><head><title>Welcome - GrantPilot</title></head><body><div id="root"><h1>GrantPilot</h1></div></body></html>',
  );
  // The sign-in pages in both variants (decision 041): with and without "Continue with Google".
  for (const [page, heading] of [
    ['login', 'Sign in'],
    ['register', 'Create account'],
  ]) {
    await fs.writeFile(
      path.join(dir, `${page}.html`),
      `<!doctype html><html><head><title>${heading} - GrantPilot</title></head><body><div id="root" data-signed-out-only><h1>${heading}</h1><form></form></div></body></html>`,
    );
    await fs.writeFile(
      path.join(dir, `${page}.google.html`),
      `<!doctype html><html><head><title>${heading} - GrantPilot</title></head><body><div id="root" data-signed-out-only><h1>${heading}</h1><form></form><button>Continue with Google</button></div></body></html>`,
    );
  }
  // The guard's session check, for the paths behind it (decision 044).
  await fs.writeFile(
    path.join(dir, 'signed-in.html'),
    '<!doctype html><html><head><title>GrantPilot</title></head><body><div id="root" data-session-check><p>Checking authentication...</p></div></body></html>',
  );
  await fs.mkdir(path.join(dir, 'assets'));
  const script = path.join(dir, 'assets', 'index-abc123.js');
  await fs.writeFile(script, SCRIPT);
  await fs.writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await fs.writeFile(`${script}.gz`, gzipSync(SCRIPT));
  return dir;
}

describe('the web app from the API origin', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await builtWebApp();
    t = await createTestApp({ webDistDir: webDist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('serves every page of the app with 200, and the same page with 404 for an address that is none', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/dashboard', 200],
      ['/projects/0b5e8d4e-4a55-4e4c-9f0e-2f0f6a3c1d11', 200],
      ['/auth/login?returnTo=%2Fteam', 200],
      ['/index.html', 200],
      ['/no/such/page', 404],
      ['/wp-login.php', 404],
      ['/projects/1/2', 404],
      // A folder of the build is no page and no file (one route serves every file: no 403 from it).
      ['/assets', 404],
      ['/assets/', 404],
      ['/dashboard/', 200],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root"');
    }
  });

  it('sends the landing page the build rendered for / only, with the client configuration in both pages', async () => {
    for (const url of ['/', '/?from=mail']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"><h1>GrantPilot</h1></div>');
      expect(response.body, url).toContain('<title>Welcome - GrantPilot</title>');
    }
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    for (const url of ['/auth/forgot-password', '/index.html', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('id="grantpilot-client-config"');
    }
    expect(landing.body).toContain('id="grantpilot-client-config"');
    expect(landing.body.indexOf('id="grantpilot-client-config"')).toBeLessThan(landing.body.indexOf('</head>'));
    // The file itself is no address: it goes out only as the page for /.
    const file = await t.app.inject({ method: 'GET', url: '/landing.html' });
    expect(file.statusCode).toBe(404);
    expect(file.body).toContain('<div id="root"></div>');
  });

  it("sends every path behind the signed-in guard the guard's session check the build rendered, and no other", async () => {
    for (const url of ['/dashboard', '/dashboard/', '/projects/p1?tab=documents', '/settings/profile', '/admin']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-session-check><p>Checking authentication...</p></div>');
      expect(response.body, url).toContain('id="grantpilot-client-config"');
    }
    for (const url of ['/', '/auth/login', '/auth/reset-password', '/auth/action', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('data-session-check');
    }
    // The file itself is no address.
    const file = await t.app.inject({ method: 'GET', url: '/signed-in.html' });
    expect(file.statusCode).toBe(404);
    expect(file.body).toContain('<div id="root"></div>');
  });

  it('has a signed-in page ask for the session read as its HTML arrives (decision 053), and no other page', async () => {
    const preload = `<head>${SESSION_PRELOAD}`;
    for (const url of ['/dashboard', '/projects/p1', '/settings/profile']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain(preload);
    }
    for (const url of ['/', '/auth/login', '/auth/register', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('get-session');
    }
  });

  it('sends the sign-in pages the build rendered, in the password-only variant on the built-in service, compressed', async () => {
    for (const [url, heading] of [
      ['/auth/login', 'Sign in'],
      ['/auth/login?returnTo=%2Fteam', 'Sign in'],
      ['/auth/login/', 'Sign in'],
      ['/auth/register', 'Create account'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html, url).toContain(`<div id="root" data-signed-out-only><h1>${heading}</h1><form></form></div>`);
      expect(html, url).not.toContain('Continue with Google');
      expect(html, url).toContain('id="grantpilot-client-config"');
    }
    // The files themselves are no addresses.
    for (const url of ['/login.html', '/login.google.html', '/register.html']) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(404);
      expect(file.body, url).toContain('<div id="root"></div>');
    }
  });

  it("sends the build's pre-compressed copy the browser accepts, and the plain file otherwise", async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the pages compressed as the browser accepts, made once at start', async () => {
    for (const url of ['/', '/dashboard', '/no/such/page']) {
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode, url).toBe(plain.statusCode);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
    }
  });

  it('compresses API JSON above a kilobyte, and leaves small answers alone', async () => {
    const large = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toBeDefined();
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().error.code).toBe('NOT_FOUND');
  });

  it('keeps unknown API addresses JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('marks every API answer no-store, signed in or not, error or not; pages revalidate', async () => {
    const user = await t.signUp();
    const answers = [
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${user.uid}`,
        headers: { authorization: `Bearer ${user.token}` },
      }),
      await t.app.inject({ method: 'GET', url: '/api/orgs', headers: { authorization: `Bearer ${user.token}` } }),
      await t.app.inject({ method: 'GET', url: '/api/orgs' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/get-session' }),
    ];
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends no HSTS header where the instance is not served over HTTPS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('an instance served over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://grants.example.org' } });
  });
  afterAll(() => t.close());

  it('sends HSTS on pages and API answers alike', async () => {
    for (const url of ['/', '/api/healthz', '/api/no-such-thing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('the sign-in pages on a Firebase deployment', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await builtWebApp();
  });
  afterAll(async () => {
    await fs.rm(webDist, { recursive: true, force: true });
  });

  for (const [googleSignIn, google] of [
    ['true', true],
    ['false', false],
  ] as const) {
    it(`sends the variant ${google ? 'with' : 'without'} "Continue with Google" when Google sign-in is ${googleSignIn}`, async () => {
      const signer = await createFirebaseSigner();
      const t = await createTestApp({
        webDistDir: webDist,
        env: { ...firebaseEnv, FIREBASE_GOOGLE_SIGN_IN: googleSignIn },
        identityKeysFetch: signer.keysFetch,
      });
      try {
        for (const [url, heading] of [
          ['/auth/login', 'Sign in'],
          ['/auth/register', 'Create account'],
        ] as const) {
          const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-encoding'], url).toBe('gzip');
          const html = gunzipSync(response.rawPayload).toString();
          expect(html, url).toContain(`<h1>${heading}</h1>`);
          expect(html.includes('Continue with Google'), url).toBe(google);
          expect(html, url).toContain('"identityProvider":"firebase"');
        }
        // Firebase keeps the session in the browser: a signed-in page asks the server for none.
        const signedIn = await t.app.inject({ method: 'GET', url: '/dashboard' });
        expect(signedIn.body).toContain('data-session-check');
        expect(signedIn.body).not.toContain('get-session');
      } finally {
        await t.close();
      }
    });
  }
});
