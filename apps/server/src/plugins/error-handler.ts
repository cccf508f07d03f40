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

/** How deep a body or query may nest objects and arrays; deeper is refused with a 400. */
export const MAX_NESTING_DEPTH = 32;

type InputProblem = { path: string; message: string };

/**
 * One walk over a parsed body or query, before any route sees it: a string holding U+0000
 * (PostgreSQL text cannot store it) and nesting deeper than MAX_NESTING_DEPTH are refused with
 * the place named. Iterative, with its own stack: recursion over client-controlled structure
 * would let a deeply nested body overflow the server's stack.
 */
function inputProblem(root: unknown, rootPath: string): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path, message: 'must not contain the NUL character' };
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_NESTING_DEPTH) {
      return { path: rootPath, message: `is nested more than ${MAX_NESTING_DEPTH} levels deep` };
    }
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    // Pushed in reverse so the first field is looked at first: the error names the earliest one.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      stack.push({ value: item, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The one place errors become responses. Validation failures name every offending field;
 * anything unexpected is logged with the request's context and answered with a 500 that says
 * nothing of the internals.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    // Before any route sees it, on every route: NUL characters and runaway nesting, the place named.
    app.addHook('preValidation', async (request) => {
      const problem = inputProblem(request.body, 'body') ?? inputProblem(request.query, 'query');
      if (problem) {
        throw new AppError('VALIDATION_FAILED', `Invalid request. ${problem.path}: ${problem.message}`, [problem]);
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
        return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details, error.existing));
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
  },
  { name: 'grantpilot-error-handler' },
);
