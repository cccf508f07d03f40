import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, verifyEmail } from '../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { invalidRequest, type Operation, type FuzzRequest } from './invalid-requests';

/**
 * Every operation of the OpenAPI document gets generated invalid input, with a valid token and
 * with none: wrong types, missing and extra fields, huge and empty strings, control characters,
 * unicode edge cases, deep nesting, wrong content types, path parameters that are not ids. No
 * answer may be a 5xx, and every 4xx has the `{ error: { code, message } }` shape. A route is
 * covered by being in the document, not by being named here.
 *
 * Seeded and reproducible: FUZZ_SEED repeats a run, FUZZ_RUNS sets the inputs per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Operations whose valid use ends the session the fuzzer works with. */
const ENDS_THE_SESSION = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/delete-user',
  'POST /api/auth/revoke-sessions',
]);

interface Answer {
  statusCode: number;
  body: string;
}

function problemWith(answer: Answer): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (answer.statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.statusCode} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || error.message === '') {
    return `answered ${answer.statusCode} without { error: { code, message } }: ${answer.body.slice(0, 200)}`;
  }
  return null;
}

describe('every documented operation, given invalid input', () => {
  let t: TestApp;
  let user: TestUser;
  let operations: Operation[];
  let organizationId: string;

  beforeAll(async () => {
    // An instance administrator (verified, listed), so the administrators' routes read their
    // input too instead of answering 404 before it.
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000000', ADMIN_EMAILS: 'fuzz-admin@example.com' } });
    user = await verifyEmail(t, await t.signUp({ email: 'fuzz-admin@example.com' }));
    organizationId = (await createOrganization(t, user, 'Fuzzed organisation')).id;
    const document = (await t.app.inject('/api/docs')).json<{ paths: Record<string, Record<string, unknown>> }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          path,
          method: method.toUpperCase(),
          operation: operation as Operation['operation'],
        }))
        .filter(({ method, path: url }) => !ENDS_THE_SESSION.has(`${method} ${url}`)),
    );
  });
  afterAll(() => t.close());

  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  for (const withToken of [true, false]) {
    it(`never answers 5xx, and every 4xx has the error shape (${withToken ? 'valid token' : 'no token'})`, async () => {
      const problems: string[] = [];
      for (const operation of operations) {
        await fc
          .assert(
            fc.asyncProperty(invalidRequest(operation, organizationId), async (request: FuzzRequest) => {
              const answer = await t.app.inject({
                method: request.method,
                url: request.url,
                headers: {
                  ...request.headers,
                  ...(withToken ? { authorization: `Bearer ${user.token}` } : {}),
                },
                ...(request.payload === undefined ? {} : { payload: request.payload }),
              });
              const problem = problemWith(answer);
              if (problem) problems.push(`${request.method} ${request.url.slice(0, 200)}: ${problem}`);
              return problem === null;
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          )
          .catch(() => {
            // Collected in `problems`, so one run names every failing operation at once.
          });
      }
      expect(problems, `seed ${SEED}`).toEqual([]);
    });
  }
});
