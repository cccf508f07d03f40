import type { OpenAPIV3 } from 'openapi-types';
import { AUTH_BASE_PATH, PASSWORD_MAX_LENGTH } from './built-in-identity';

/*
 * The built-in identity service's endpoints that the web app calls, for the API reference.
 * better-auth serves them behind one wildcard route (identity-routes.ts), so they cannot
 * describe themselves: this is their description, kept beside the mount. They use the
 * service's session cookie, never the API's bearer token.
 */

const json = (schema: OpenAPIV3.SchemaObject): OpenAPIV3.RequestBodyObject => ({
  required: true,
  content: { 'application/json': { schema } },
});

const errorResponse: OpenAPIV3.ResponseObject = {
  description: "Refused, in the API's one error shape",
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: { code: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
      example: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } },
    },
  },
};

const ok = (description: string, schema?: OpenAPIV3.SchemaObject): OpenAPIV3.ResponsesObject => ({
  200: { description, ...(schema ? { content: { 'application/json': { schema } } } : {}) },
  '4XX': errorResponse,
});

const email: OpenAPIV3.SchemaObject = { type: 'string', format: 'email' };
const password: OpenAPIV3.SchemaObject = { type: 'string', maxLength: PASSWORD_MAX_LENGTH };
const user: OpenAPIV3.SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email,
    name: { type: 'string' },
    emailVerified: { type: 'boolean' },
    image: { type: 'string', nullable: true },
  },
};
const withUser: OpenAPIV3.SchemaObject = { type: 'object', properties: { user } };

function operation(
  summary: string,
  responses: OpenAPIV3.ResponsesObject,
  requestBody?: OpenAPIV3.RequestBodyObject,
): OpenAPIV3.OperationObject {
  return {
    tags: ['identity'],
    summary,
    security: [],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

const object = (properties: Record<string, OpenAPIV3.SchemaObject>, required: string[]): OpenAPIV3.SchemaObject => ({
  type: 'object',
  properties,
  required,
});

/** The identity service's paths, as OpenAPI path items. */
export const identityPaths: OpenAPIV3.PathsObject = Object.fromEntries(
  Object.entries({
    '/sign-up/email': {
      post: operation(
        'Create an account with email and password (sends a verification email)',
        ok('Signed up; the session cookie is set', withUser),
        json(object({ name: { type: 'string' }, email, password }, ['name', 'email', 'password'])),
      ),
    },
    '/sign-in/email': {
      post: operation(
        'Sign in with email and password',
        ok('Signed in; the session cookie is set', withUser),
        json(object({ email, password }, ['email', 'password'])),
      ),
    },
    '/sign-out': { post: operation('Sign out: end the session', ok('Signed out; the session cookie is cleared')) },
    '/get-session': {
      get: operation('Read the current session and its user (null when signed out)', ok('The session', withUser)),
    },
    '/token': {
      get: operation(
        'Get a short-lived ID token (EdDSA JWT) for the API, from the session',
        ok('The ID token', object({ token: { type: 'string' } }, ['token'])),
      ),
    },
    '/jwks': {
      get: operation(
        'The public keys that verify ID tokens (JSON Web Key Set)',
        ok('The key set', object({ keys: { type: 'array', items: { type: 'object' } } }, ['keys'])),
      ),
    },
    '/request-password-reset': {
      post: operation(
        'Forgot password: email a reset link (answers the same whether the account exists or not)',
        ok('Requested'),
        json(object({ email, redirectTo: { type: 'string' } }, ['email'])),
      ),
    },
    '/reset-password': {
      post: operation(
        'Choose a new password with the token from the reset link',
        ok('Password changed'),
        json(object({ token: { type: 'string' }, newPassword: password }, ['token', 'newPassword'])),
      ),
    },
    '/send-verification-email': {
      post: operation(
        'Send the email-verification link again',
        ok('Sent'),
        json(object({ email, callbackURL: { type: 'string' } }, ['email'])),
      ),
    },
    '/update-user': {
      post: operation(
        "Change the signed-in user's name or photo",
        ok('Updated'),
        json(object({ name: { type: 'string' }, image: { type: 'string', nullable: true } }, [])),
      ),
    },
    '/change-password': {
      post: operation(
        'Change the password (the current one is required); other sessions end',
        ok('Password changed'),
        json(
          object({ currentPassword: password, newPassword: password, revokeOtherSessions: { type: 'boolean' } }, [
            'currentPassword',
            'newPassword',
          ]),
        ),
      ),
    },
    '/delete-user': {
      post: operation(
        'Delete the account and its data (the password is required)',
        ok('Deleted'),
        json(object({ password }, ['password'])),
      ),
    },
  }).map(([path, item]) => [`${AUTH_BASE_PATH}${path}`, item]),
);
