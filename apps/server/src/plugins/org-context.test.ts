import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createOrganization } from '../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { ORG_ROUTE_PREFIX, requiredRole } from './org-context';

/**
 * Walks every registered organisation route, so that a route added later is covered without
 * anyone remembering to: a non-member gets 404 (whether the organisation exists or not), a
 * viewer can change nothing, and no call answers 5xx.
 */
describe('every organisation route', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let orgId: string;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
    outsider = await t.signUp();
    orgId = (await createOrganization(t, owner)).id;
    await createOrganization(t, outsider, 'Another Org');
    viewer = await addMember(t, orgId, owner, 'viewer');
    routes = t.app.routeTable.filter((route) => route.url.startsWith(ORG_ROUTE_PREFIX) && route.method !== 'HEAD');
  });
  afterAll(() => t.close());

  const call = (route: { method: string; url: string }, org: string, user?: TestUser) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(':orgId', org).replace(/:[a-zA-Z]+/g, () => randomUUID()),
      headers: { ...(user ? bearer(user) : {}), 'content-type': 'application/json' },
      ...(route.method === 'GET' ? {} : { payload: '{}' }),
    });

  it('finds the organisation routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes).toContainEqual({ method: 'PATCH', url: `${ORG_ROUTE_PREFIX}` });
  });

  it('answers 401 without a token', async () => {
    for (const route of routes) expect((await call(route, orgId)).statusCode, `${route.method} ${route.url}`).toBe(401);
  });

  it('answers a non-member 404, for an existing and for an unknown organisation alike', async () => {
    for (const route of routes) {
      const existing = await call(route, orgId, outsider);
      const unknown = await call(route, randomUUID(), outsider);
      const label = `${route.method} ${route.url}`;
      expect(existing.statusCode, label).toBe(404);
      expect(unknown.statusCode, label).toBe(404);
      expect(existing.body, label).toBe(unknown.body);
    }
  });

  it('lets a viewer change nothing', async () => {
    for (const route of routes.filter((candidate) => candidate.method !== 'GET')) {
      const response = await call(route, orgId, viewer);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('never answers 5xx to a member, whatever the ids', async () => {
    for (const route of routes) {
      for (const user of [viewer, owner]) {
        const response = await call(route, orgId, user);
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
  });

  it('defaults reads to viewers and changes to editors', () => {
    expect(requiredRole('GET')).toBe('viewer');
    expect(requiredRole('POST')).toBe('editor');
    expect(requiredRole('DELETE', 'owner')).toBe('owner');
  });
});
