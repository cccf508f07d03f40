import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { fromNodeHeaders } from 'better-auth/node';
import type { Config } from '../config';
import { AppError, errorBody } from '../lib/app-error';
import { AUTH_BASE_PATH, PASSWORD_MAX_LENGTH, type BuiltInIdentity } from './built-in-identity';

/** Endpoints that guess, create or mail: limited per client address. */
const LIMITED_PATHS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/change-password',
  '/verify-password',
  '/delete-user',
]);

function authPath(request: FastifyRequest) {
  return new URL(request.url, 'http://local').pathname.slice(AUTH_BASE_PATH.length);
}

/** better-auth's error messages, reworded where a person needs to know the rule. */
function friendlyMessage(code: string | undefined, message: string, config: Config) {
  switch (code) {
    case 'PASSWORD_TOO_SHORT':
      return `Password must be at least ${config.passwordMinLength} characters`;
    case 'PASSWORD_TOO_LONG':
      return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
    case 'INVALID_ORIGIN':
      return (
        `This server does not accept sign-ins from the address this page was opened at. ` +
        `Open ${config.publicUrl} instead, or ask whoever runs GrantPilot to add this address to TRUSTED_ORIGINS.`
      );
    default:
      return message;
  }
}

async function sendIdentityResponse(reply: FastifyReply, response: Response, config: Config) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400 && response.headers.get('content-type')?.includes('application/json')) {
    // One error shape across the whole API, the identity service included.
    const parsed = JSON.parse(text || '{}') as { code?: string; message?: string };
    const code = parsed.code ?? (response.status === 429 ? 'RATE_LIMITED' : 'IDENTITY_ERROR');
    return reply.send(errorBody(code, friendlyMessage(parsed.code, parsed.message ?? response.statusText, config)));
  }
  return reply.send(text || null);
}

/** Mounts the built-in identity service under /api/auth. */
export async function identityRoutes(app: FastifyInstance, options: { identity: BuiltInIdentity; config: Config }) {
  const { identity, config } = options;

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    config: {
      // The identity service signs users in: its own cookies and passwords, never our token.
      auth: 'public',
      rateLimit: {
        max: config.authRateLimit.max,
        timeWindow: config.authRateLimit.windowSeconds * 1000,
        keyGenerator: (request: FastifyRequest) => `${request.ip}:${authPath(request)}`,
        allowList: (request: FastifyRequest) => !LIMITED_PATHS.has(authPath(request)),
      },
    },
    async handler(request, reply) {
      const url = new URL(request.url, config.publicUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await identity.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      return sendIdentityResponse(reply, response, config);
    },
  });
}
