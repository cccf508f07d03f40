import { describe, expect, it } from 'vitest';
import { isAppRoute, isSignedInRoute } from './app-routes';
import { ROUTES } from './constants';

describe('isAppRoute', () => {
  it('knows every page of the route table, with a value in place of each parameter', () => {
    for (const route of Object.values(ROUTES)) {
      expect(isAppRoute(route.replace(/:[^/]+/g, 'a1b2')), route).toBe(true);
    }
  });

  it('takes a trailing slash as React Router does', () => {
    expect(isAppRoute('/projects/')).toBe(true);
    expect(isAppRoute('/')).toBe(true);
  });

  it('refuses what is not a page', () => {
    for (const path of [
      '/no/such/page',
      '/projects/a/b',
      '/dashboardx',
      '/applications/1/2/3',
      '/index.php',
      '//',
      '/support/articles',
      '/support/articles/a/b',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

describe('isSignedInRoute', () => {
  it('knows the pages behind the signed-in guard, with a trailing slash too', () => {
    for (const path of ['/dashboard', '/dashboard/', '/projects/p1', '/settings/profile', '/admin/health', '/team']) {
      expect(isSignedInRoute(path), path).toBe(true);
    }
  });

  it('leaves out the public pages and what is no page', () => {
    for (const path of [
      '/',
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/action',
      '/no/such/page',
    ]) {
      expect(isSignedInRoute(path), path).toBe(false);
    }
  });
});
