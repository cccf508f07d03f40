import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { identityPaths } from '../identity/identity-docs';
import { anyClientError, errorResponses } from '../lib/error-responses';
import { isAdminRoute, isPublicRoute } from './auth';
import { ORG_ROUTE_PREFIX } from './org-context';

export const API_DOCS_PATH = '/api/docs';
export const API_REFERENCE_PATH = '/api/reference';
const BEARER = 'bearerAuth';

type Responses = Record<string, unknown>;

/**
 * What every operation's document says without each route repeating it, derived from the route's
 * own declarations: its security from `config.auth`, 401 when it needs a token, 403 and 404 under
 * the organisation scope, 404 for an administrators' route, 400 when it takes input; a route that declares no client error gets the
 * error shape as `4XX`.
 */
export function documentRoute(declared: FastifySchema | undefined, route: RouteOptions, url: string) {
  const schema = declared ?? {};
  const open = isPublicRoute(route.config);
  const response: Responses = { ...(schema.response as Responses | undefined) };
  const takesInput = Boolean(schema.body || schema.querystring || schema.params);
  const derived = {
    ...(takesInput ? errorResponses(400) : {}),
    ...(open ? {} : errorResponses(401)),
    ...(url.startsWith(ORG_ROUTE_PREFIX) ? errorResponses(403, 404) : {}),
    ...(isAdminRoute(route.config) ? errorResponses(404) : {}),
  };
  for (const [status, body] of Object.entries(derived)) response[status] ??= body;
  if (!Object.keys(response).some((status) => status.startsWith('4'))) response['4XX'] = anyClientError;
  return { ...schema, response, security: open ? [] : [{ [BEARER]: [] }] };
}

/**
 * The API document (`/api/docs`, OpenAPI 3.0.3) and a browsable reference (`/api/reference`,
 * Swagger UI served from this origin: its page loads only its own scripts and styles; the
 * Content-Security-Policy stands, with inline styles allowed on these pages only). Register before the routes: the document lists those
 * registered after it.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance, options: { title: string; version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: options.title,
          version: options.version,
          description:
            'Every route needs a bearer ID token (from `GET /api/auth/token`, or Firebase) unless it says otherwise. Errors share one shape: `{ "error": { "code", "message", "details"? } }`.',
        },
        // Relative: the document describes the instance that serves it.
        servers: [{ url: '/', description: 'This GrantPilot instance' }],
        components: {
          securitySchemes: {
            [BEARER]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: "The identity service's short-lived ID token (EdDSA or Firebase RS256).",
            },
          },
        },
        paths: identityPaths,
      },
      transform: (input) =>
        jsonSchemaTransform({ ...input, schema: documentRoute(input.schema, input.route, input.url) }),
    });
    app.get(API_DOCS_PATH, { schema: { hide: true }, config: { auth: 'public' } }, async () => app.swagger());

    await app.register(async (reference) => {
      // The reference is documentation: readable before signing in, like the document itself.
      reference.addHook('onRoute', (route) => {
        route.config = { ...route.config, auth: 'public' };
      });
      // Swagger UI writes a few style attributes as it renders; these pages (and only these) allow
      // inline styles. Scripts stay 'self' only.
      reference.addHook('onSend', async (_request, reply, payload) => {
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') {
          reply.header(
            'content-security-policy',
            policy.replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'"),
          );
        }
        return payload;
      });
      await reference.register(swaggerUi, {
        routePrefix: API_REFERENCE_PATH,
        uiConfig: { validatorUrl: null, deepLinking: true },
      });
    });
  },
  { name: 'grantpilot-api-docs' },
);
