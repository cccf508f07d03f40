import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@grantpilot/shared/errors';
import { sqlState } from '../db/errors';
import { AppError, errorBody } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a person is told when this route's body is over its limit. */
    tooLargeMessage?: string;
  }
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function describeField(path: string, where: string) {
  return path ? `${where}.${path}` : where;
}

/**
 * The one place errors become responses. Validation failures name every offending field;
 * anything unexpected is logged with the request's context and answered with a 500 that says
 * nothing of the internals.
 */
/** Where in a parsed body or query a string holds U+0000, which PostgreSQL text cannot store. */
function nulCharacterPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // Before any route sees it: a NUL character is refused with the field named, on every route.
  app.addHook('preValidation', async (request) => {
    const path = nulCharacterPath(request.body, 'body') ?? nulCharacterPath(request.query, 'query');
    if (path) {
      throw new AppError('VALIDATION_FAILED', `Invalid request. ${path}: must not contain the NUL character`, [
        { path, message: 'must not contain the NUL character' },
      ]);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details = error.validation.map((issue) => ({
        path: describeField(issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), where),
        message: issue.message ?? 'is invalid',
      }));
      const summary = details.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', `Invalid request. ${summary}`, details));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    // SQLSTATE class 22 is a value the database cannot hold (too large a number, a date out of
    // range): the request's fault, whatever check let it through.
    if (sqlState(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'a value the database refused');
      return reply.status(400).send(errorBody('BAD_REQUEST', 'The request holds a value that cannot be stored.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      const message = (status === 413 && request.routeOptions.config?.tooLargeMessage) || error.message;
      return reply.status(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
});
