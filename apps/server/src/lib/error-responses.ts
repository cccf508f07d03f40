import { z } from 'zod';
import { errorBodySchema, type ErrorCode } from '@grantpilot/shared/errors';

/** The statuses the API answers with its one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** What each status means here, with an example body (they document the API reference). */
const ERRORS: Record<ErrorStatus, { description: string; code: ErrorCode; message: string }> = {
  400: {
    description: 'The request is not valid',
    code: 'VALIDATION_FAILED',
    message: 'Invalid request. body.title: Title is required',
  },
  401: {
    description: 'No valid bearer ID token',
    code: 'UNAUTHENTICATED',
    message: 'Sign in to continue: no identity token was sent',
  },
  403: {
    description: 'Your role does not allow this',
    code: 'FORBIDDEN',
    message: 'This needs the editor role or higher; you are viewer.',
  },
  404: { description: 'Not found (or not yours to see)', code: 'NOT_FOUND', message: 'Application not found' },
  409: {
    description: 'Conflicts with the current state',
    code: 'CONFLICT',
    message: 'Only a submitted application can be awarded; this one is drafting.',
  },
  413: { description: 'The body is too large', code: 'PAYLOAD_TOO_LARGE', message: 'The file must be at most 5 MB' },
  415: {
    description: 'The body is of a type this route does not take',
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the logo as PNG, JPEG, WebP or SVG',
  },
  429: {
    description: 'Too many attempts',
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please wait 60 seconds and try again.',
  },
  503: {
    description: 'Not available right now',
    code: 'SERVICE_UNAVAILABLE',
    message: 'The database is not reachable',
  },
};

const documented = Object.fromEntries(
  Object.entries(ERRORS).map(([status, { description, code, message }]) => [
    status,
    errorBodySchema.meta({ description, example: { error: { code, message } } }),
  ]),
) as Record<ErrorStatus, typeof errorBodySchema>;

/**
 * The error responses of a route's schema, every one the `{ error: { code, message } }` body,
 * described and with an example for the API reference:
 * `response: { 200: applicationSchema, ...errorResponses(400, 404) }`.
 */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): Record<Statuses[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, documented[status]])) as Record<
    Statuses[number],
    typeof errorBodySchema
  >;
}

/** Any client error, for a route that declares none of its own (the reference shows the shape). */
export const anyClientError = errorBodySchema.meta({
  description: 'A request the server cannot take, in the one error shape',
  example: { error: { code: 'BAD_REQUEST', message: 'The request could not be read' } },
});

/**
 * A response that is a file, not JSON (CSV, iCalendar, an image): documented by its media
 * types; the route sends the bytes as they are.
 */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: fileSchema }])),
  };
}
// Any body (a string or a Buffer): nothing serialises it; the document says "binary".
const fileSchema = z.any().meta({ type: 'string', format: 'binary' });
