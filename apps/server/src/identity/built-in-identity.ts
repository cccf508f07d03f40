import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { jwt } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_BASE_PATH,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  EMAIL_MAX_LENGTH,
  PRODUCT_NAME,
} from '@grantpilot/shared/constants';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, jwks, sessions, users, verifications } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Mailer } from '../lib/mail';
import { rolesFor } from './roles';

export { AUTH_BASE_PATH };
export const PASSWORD_MAX_LENGTH = 128;
/** A photo address a client may set through update-user (the product's own upload sets others). */
export const IMAGE_URL_MAX_LENGTH = 2048;

/**
 * Every field a client can write into an account is bounded, on every path that writes one
 * (sign-up, update-user): the name travels in every ID token, and an unbounded one made tokens
 * too large for the API to accept, locking the user out.
 */
function checkAccountFields(fields: { name?: unknown; email?: unknown; image?: unknown }) {
  const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.length > max;
  if (tooLong(fields.name, DISPLAY_NAME_MAX_LENGTH)) {
    throw new APIError('BAD_REQUEST', { code: 'NAME_TOO_LONG', message: DISPLAY_NAME_TOO_LONG_MESSAGE });
  }
  if (tooLong(fields.email, EMAIL_MAX_LENGTH)) {
    throw new APIError('BAD_REQUEST', {
      code: 'EMAIL_TOO_LONG',
      message: `Email address must be at most ${EMAIL_MAX_LENGTH} characters`,
    });
  }
  if (tooLong(fields.image, IMAGE_URL_MAX_LENGTH)) {
    throw new APIError('BAD_REQUEST', {
      code: 'IMAGE_URL_TOO_LONG',
      message: `Photo address must be at most ${IMAGE_URL_MAX_LENGTH} characters`,
    });
  }
}

/**
 * The built-in identity service: better-auth with email + password and its JWT plugin, which
 * issues short-lived EdDSA ID tokens and publishes their keys at `/api/auth/jwks`. The API never
 * reads better-auth sessions: it trusts only the ID token (see identity/token-verifier.ts).
 */
export function createBuiltInIdentity(deps: {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Runs before an account is deleted; throw an AppError to refuse with its message. */
  beforeDeleteUser?: (userId: string) => Promise<void>;
  /** Runs once the account is deleted: its still-valid ID tokens are revoked. */
  afterDeleteUser?: (userId: string) => Promise<void>;
  /**
   * Runs before any sign-in (a password, a verification link, a sign-up) opens a session;
   * throw an AppError to refuse it with its message (a disabled account).
   */
  beforeSignIn?: (userId: string) => Promise<void>;
  /** Runs once a session is open: the product notes the sign-in. */
  afterSignIn?: (userId: string) => Promise<void>;
}) {
  const { config, mailer, log } = deps;

  // Mail goes out after the response: a slow SMTP server must not slow sign-up, and the time a
  // password-reset request takes must not reveal whether the account exists.
  const sendLater = (message: Parameters<Mailer['send']>[0]) => {
    mailer.send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail could not be sent'));
  };

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [...config.pageOrigins, ...config.trustedOrigins],
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, jwks },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      autoSignIn: true,
      minPasswordLength: config.passwordMinLength,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        sendLater({
          to: user.email,
          subject: `Reset your ${PRODUCT_NAME} password`,
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within one hour:\n\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        sendLater({
          to: user.email,
          subject: `Verify your email address for ${PRODUCT_NAME}`,
          text: `Hello ${user.name},\n\nPlease confirm that this is your email address by opening this link:\n\n${url}\n\nIf you did not create a ${PRODUCT_NAME} account, ignore this message.\n`,
        });
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          try {
            await deps.beforeDeleteUser?.(user.id);
          } catch (error) {
            if (error instanceof AppError) {
              throw new APIError(error.statusCode === 409 ? 'CONFLICT' : 'BAD_REQUEST', {
                code: error.code,
                message: error.message,
              });
            }
            throw error;
          }
        },
        afterDelete: async (user) => {
          await deps.afterDeleteUser?.(user.id);
        },
      },
      // Set by the product (photo upload in settings), never by a sign-up or update-user body.
      additionalFields: { profileImageUrl: { type: 'string', required: false, input: false } },
    },
    databaseHooks: {
      user: {
        create: { before: async (user) => void checkAccountFields(user) },
        update: { before: async (user) => void checkAccountFields(user) },
      },
      // Every way in opens a session: refusing it here refuses them all, after the password
      // check (so only whoever knows the password learns that the account is disabled).
      session: {
        create: {
          before: async (session) => {
            try {
              await deps.beforeSignIn?.(session.userId);
            } catch (error) {
              if (error instanceof AppError) {
                throw new APIError(error.statusCode === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', {
                  code: error.code,
                  message: error.message,
                });
              }
              throw error;
            }
          },
          after: async (session) => {
            await deps.afterSignIn?.(session.userId);
          },
        },
      },
    },
    // Rate limits live in the server's own plugin, configured in one place for every route.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // better-auth turns its origin (CSRF) check off when it detects a test run; we want the
    // same protection under test as in production.
    advanced: { disableOriginCheck: false },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `identity: ${message}`),
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.token.issuer,
          audience: config.token.audience,
          expirationTime: `${config.idTokenTtlSeconds}s`,
          // Only what a client and the API need: no internal ids, no timestamps.
          definePayload: ({ user }) => ({
            email: user.email,
            email_verified: user.emailVerified,
            name: user.name,
            picture: user.image ?? null,
            roles: rolesFor(user.email, user.emailVerified, config.adminEmails),
          }),
        },
      }),
    ],
  });
}

export type BuiltInIdentity = ReturnType<typeof createBuiltInIdentity>;
