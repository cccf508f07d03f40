import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, requestAs } from '../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { MAX_NESTING_DEPTH } from './error-handler';

describe('input the database cannot store', () => {
  let t: TestApp;
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
    orgId = (await createOrganization(t, owner)).id;
  });
  afterAll(() => t.close());

  it('refuses a NUL character anywhere in a body or query with 400 naming the field, never 500', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', `/api/orgs/${orgId}/projects`, { name: 'abc\u0000def' }, 'body.name'],
      ['POST', `/api/orgs/${orgId}/applications`, { title: 'Fine', currency: 'EUR', notes: 'x\u0000' }, 'body.notes'],
      [
        'PATCH',
        `/api/settings/${owner.uid}`,
        { preferences: { words: ['ok', 'a\u0000'] } },
        'body.preferences.words.1',
      ],
      ['POST', '/api/orgs', { name: 'ab\u0000c' }, 'body.name'],
      ['GET', `/api/orgs/${orgId}/projects?q=%00abc`, undefined, 'query.q'],
    ];
    for (const [method, url, payload, path] of cases) {
      const response = await requestAs(t, owner, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error.details).toEqual([{ path, message: 'must not contain the NUL character' }]);
    }
  });

  it('refuses a body nested deeper than the limit with a 400 naming it, however deep, never 500', async () => {
    for (const depth of [MAX_NESTING_DEPTH + 1, 5_000, 50_000]) {
      const payload = `{"preferences":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/settings/${owner.uid}`,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `depth ${depth}`).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: `Invalid request. body: is nested more than ${MAX_NESTING_DEPTH} levels deep`,
        details: [{ path: 'body', message: `is nested more than ${MAX_NESTING_DEPTH} levels deep` }],
      });
    }
  });

  it('accepts nesting up to the limit', async () => {
    // The body is level 0 and preferences level 1: the deepest of these arrays is at level MAX - 1.
    const inner = `${'['.repeat(MAX_NESTING_DEPTH - 2)}${']'.repeat(MAX_NESTING_DEPTH - 2)}`;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${owner.uid}`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: `{"preferences":{"nested":${inner}}}`,
    });
    expect(response.statusCode).not.toBe(500);
    expect(response.json().error?.message ?? '').not.toContain('nested more than');
  });

  it('answers 400 when the database refuses a value a check let through', async () => {
    // Shaped like a timestamp, so the cursor check lets it through; PostgreSQL refuses month 13.
    const cursor = Buffer.from('2026-13-45 10:00:00.123456+00|00000000-0000-4000-8000-000000000000').toString(
      'base64url',
    );
    const response = await requestAs(t, owner, 'GET', `/api/orgs/${orgId}/activity?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The request holds a value that cannot be stored.');
  });
});
