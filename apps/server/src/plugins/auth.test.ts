import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../testing/org-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

const withoutHead = (routes: { method: string; url: string }[]) => routes.filter((route) => route.method !== 'HEAD');

/**
 * Walks every registered route, so that a route added later is covered without anyone
 * remembering to: unless it declares `auth: 'public'`, a call without a token gets 401.
 */
describe('every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const label = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  it('is public only where it says so', () => {
    const routes = withoutHead(t.app.publicRoutes()).map(label);
    // The API reference (Swagger UI's page, assets and its copy of the document) is one prefix.
    const reference = routes.filter((route) => route.startsWith('GET /api/reference'));
    expect(reference).toContain('GET /api/reference/static/*');
    expect(routes.filter((route) => !reference.includes(route)).sort()).toEqual(
      [
        'GET /api/auth/*',
        'POST /api/auth/*',
        'GET /api/calendar/:file',
        'GET /api/client-config',
        'GET /api/docs',
        'GET /api/invitations/public-preview',
        'GET /api/logos/:logoId',
        'GET /api/photos/:photoId',
        'GET /healthz',
        'GET /readyz',
      ].sort(),
    );
  });

  it('answers 401 without a token unless it is public', async () => {
    const open = new Set(t.app.publicRoutes().map(label));
    const guarded = withoutHead(t.app.routeTable).filter((route) => !open.has(label(route)));
    expect(guarded.length).toBeGreaterThanOrEqual(40);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[a-zA-Z]+/g, () => randomUUID()),
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{}' }),
      });
      expect(response.statusCode, label(route)).toBe(401);
      expect(response.json().error.code, label(route)).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps every /api/admin route for instance administrators: a signed-in user without the role gets 404', async () => {
    const admin = new Set(t.app.adminRoutes().map(label));
    const underAdmin = withoutHead(t.app.routeTable).filter((route) => route.url.startsWith('/api/admin/'));
    expect(underAdmin.length).toBeGreaterThanOrEqual(4);
    const user = await t.signUp();
    for (const route of underAdmin) {
      expect(admin.has(label(route)), `${label(route)} declares auth: 'admin'`).toBe(true);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[a-zA-Z]+/g, () => randomUUID()),
        headers: { ...bearer(user), 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{}' }),
      });
      expect(response.statusCode, label(route)).toBe(404);
      expect(response.json().error.code, label(route)).toBe('NOT_FOUND');
    }
  });
});
