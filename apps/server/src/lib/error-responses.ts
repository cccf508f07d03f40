import { errorBodySchema } from '@grantpilot/shared/errors';

/** The statuses the API answers with its one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * The error responses of a route's schema, every one the `{ error: { code, message } }` body:
 * `response: { 200: applicationSchema, ...errorResponses(400, 404) }`.
 */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): Record<Statuses[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Statuses[number],
    typeof errorBodySchema
  >;
}
