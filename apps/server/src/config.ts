import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '@grantpilot/shared/constants';

/**
 * The whole configuration, read once from the environment. Nothing else in the server reads
 * `process.env`; a bad value stops the start with a message naming every bad variable.
 */
const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAILS: csv,
    TRUSTED_ORIGINS: csv,
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(DEFAULT_PASSWORD_MIN_LENGTH),
    ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    TOKEN_ISSUER: z.url().optional(),
    TOKEN_AUDIENCE: z.string().min(1).optional(),
    TOKEN_JWKS_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('GrantPilot <no-reply@grantpilot.local>'),
    BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
    AUTH_RATE_LIMIT_MAX: positiveInt(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      dataDir,
      publicUrl,
      databaseUrl: env.DATABASE_URL,
      authSecret: env.AUTH_SECRET,
      adminEmails: env.ADMIN_EMAILS.map((email) => email.toLowerCase()),
      trustedOrigins: env.TRUSTED_ORIGINS,
      passwordMinLength: env.PASSWORD_MIN_LENGTH,
      idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS,
      token: {
        issuer: env.TOKEN_ISSUER ?? publicUrl,
        audience: env.TOKEN_AUDIENCE ?? publicUrl,
        jwksUrl: env.TOKEN_JWKS_URL ?? `${publicUrl}/api/auth/jwks`,
      },
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    };
  });

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (by default the process's); throws ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set": `PORT= npm start` should not fail on ''.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  return result.data;
}
