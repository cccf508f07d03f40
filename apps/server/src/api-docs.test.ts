import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

type Operation = { summary?: string; security?: unknown[]; responses: Record<string, unknown> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('the API document and reference', () => {
  let t: TestApp;
  let operations: [string, Operation][];
  let document: {
    openapi: string;
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    components: { securitySchemes: Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject('/api/docs')).json();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) =>
        item[method] ? [[`${method.toUpperCase()} ${path}`, item[method]] as [string, Operation]] : [],
      ),
    );
  });
  afterAll(() => t.close());

  it('documents every operation with a summary, its security and a client error', () => {
    expect(document.openapi).toBe('3.0.3');
    expect(operations.length).toBeGreaterThanOrEqual(60);
    for (const [label, operation] of operations) {
      expect(operation.summary, label).toMatch(/\w/);
      expect(operation.security, label).toBeInstanceOf(Array);
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        label,
      ).toBe(true);
    }
  });

  it("declares the bearer token once and derives each operation's security from its route", () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const security = Object.fromEntries(operations.map(([label, operation]) => [label, operation.security]));
    expect(security['GET /healthz']).toEqual([]);
    expect(security['GET /api/calendar/{file}']).toEqual([]);
    expect(security['POST /api/auth/sign-in/email']).toEqual([]);
    expect(security['GET /api/orgs/{orgId}/applications']).toEqual([{ bearerAuth: [] }]);
    expect(security['GET /api/users/{uid}']).toEqual([{ bearerAuth: [] }]);
  });

  it('shows the error body with an example', () => {
    const notFound = document.paths['/api/orgs/{orgId}/applications/{applicationId}']?.get?.responses['404'];
    expect(notFound).toMatchObject({
      content: { 'application/json': { schema: { example: { error: { code: 'NOT_FOUND' } } } } },
    });
  });

  it('serves the browsable reference from this origin under the Content-Security-Policy', async () => {
    const page = await t.app.inject('/api/reference');
    const html = page.statusCode === 302 ? await t.app.inject(String(page.headers.location)) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger-ui-bundle.js');
    expect(String(html.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(html.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await t.app.inject('/api/reference/static/swagger-ui-bundle.js');
    expect(script.statusCode).toBe(200);
  });
});
