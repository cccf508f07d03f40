import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifyEmail } from '../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/** Where the instance administration's API lives; every route under it declares `instanceAdmin`. */
const ADMIN_API_PREFIX = '/api/admin/';

/**
 * Walks every route of the instance administration, so that a route added later is covered
 * without anyone remembering to: without a token 401, for a signed-in user who is not an
 * instance administrator 404 (the same answer as an address that does not exist), and never
 * 5xx for an administrator, whatever the ids.
 */
describe('every instance administration route', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'instance-admin@example.com' } });
    user = await t.signUp();
    admin = await verifyEmail(t, await t.signUp({ email: 'instance-admin@example.com' }));
    routes = t.app.routeTable.filter((route) => route.url.startsWith(ADMIN_API_PREFIX) && route.method !== 'HEAD');
  });
  afterAll(() => t.close());

  const call = (route: { method: string; url: string }, who?: TestUser) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[a-zA-Z]+/g, () => randomUUID()),
      headers: { ...(who ? bearer(who) : {}), 'content-type': 'application/json' },
      ...(route.method === 'GET' ? {} : { payload: '{}' }),
    });
  const label = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  it('finds the routes', () => {
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/support/tickets' });
  });

  it('answers 401 without a token', async () => {
    for (const route of routes) expect((await call(route)).statusCode, label(route)).toBe(401);
  });

  it('answers 404 to a signed-in user who is not an instance administrator, like an unknown address', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/no-such-thing', headers: bearer(user) });
    expect(unknown.statusCode).toBe(404);
    for (const route of routes) {
      const response = await call(route, user);
      expect(response.statusCode, label(route)).toBe(404);
      expect(response.json().error.code, label(route)).toBe('NOT_FOUND');
    }
  });

  it('never answers 5xx to an administrator', async () => {
    for (const route of routes) expect((await call(route, admin)).statusCode, label(route)).toBeLessThan(500);
  });
});
