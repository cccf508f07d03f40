import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      beforeReady: (app) => {
        app.get('/api/test/explode', { config: { auth: 'public' } }, async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers /healthz while the process is up', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ready');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  // fastify-plugin names a plugin given none from a stack trace it makes and reads. Under
  // --enable-source-maps (npm start) the first stack trace read parses the bundle's whole source
  // map: a few hundred milliseconds of every start (issue 16's profile). So every plugin the app
  // loads, ours and the libraries', has a name of its own.
  it('loads only plugins that name themselves', () => {
    const tree = t.app.printPlugins();
    expect(tree).toContain('grantpilot-auth');
    expect(tree).not.toMatch(/-auto-\d+/);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no GET /api/does-not-exist' } });
  });

  it('sends security headers and a strict Content-Security-Policy on every response', async () => {
    for (const url of ['/healthz', '/api/does-not-exist', '/some/page']) {
      const response = await t.app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('keeps a caller-supplied request id', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('answers pages with 503 and a clear message when the web app is not built', async () => {
    const response = await t.app.inject('/dashboard');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toContain('npm run build');
  });

  it('refuses a body over the limit with a JSON 413', async () => {
    // Signed in: an unsigned request is refused before its body is read.
    const user = await t.signUp();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${user.uid}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      payload: JSON.stringify({ preferences: { note: 'x'.repeat(4096) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const user = await t.signUp();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${user.uid}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      payload: '{"preferences": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBeTruthy();
  });

  it('answers an unexpected failure with a 500 that carries no internals', async () => {
    const response = await t.app.inject('/api/test/explode');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('postgres://');
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('publishes its OpenAPI document', async () => {
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/settings/{uid}', '/api/users/{uid}', '/healthz', '/readyz']),
    );
  });
});
