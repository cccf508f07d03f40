// Over 300 lines on purpose: it is the only reader of process.env, so every variable the server
// takes is declared, checked and turned into configuration here, in one place.
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

const MEGABYTE = 1024 * 1024;

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

/** Firebase signs ID tokens as `https://securetoken.google.com/<project>` with these keys. */
export const FIREBASE_TOKEN_ISSUER_BASE = 'https://securetoken.google.com/';
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** Only projects named so can exist solely in the emulator (Firebase's own convention). */
export const FIREBASE_DEMO_PROJECT_PREFIX = 'demo-';

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
    TRUST_PROXY: flag('false'),
    IDENTITY_PROVIDER: z.enum(['built-in', 'firebase']).default('built-in'),
    FIREBASE_API_KEY: z.string().min(1).optional(),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    FIREBASE_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id (lower-case letters, digits and dashes)')
      .optional(),
    FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
    FIREBASE_APP_ID: z.string().min(1).optional(),
    FIREBASE_GOOGLE_SIGN_IN: flag('false'),
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port, such as 127.0.0.1:9099')
      .optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(5 * 1024 * MEGABYTE, 'must be at most 5 GB')
      .default(25 * MEGABYTE),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3–63 lower-case letters, digits, dots, dashes)',
      )
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_TIMEOUT_SECONDS: positiveInt(120),
  })
  .superRefine((env, context) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      context.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'is required with LLM_BASE_URL (the model name the endpoint serves, such as llama3.1:8b)',
      });
    }
  })
  .superRefine((env, context) => {
    if (env.IDENTITY_PROVIDER !== 'firebase') return;
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!env.FIREBASE_PROJECT_ID) problem('FIREBASE_PROJECT_ID', 'is required with IDENTITY_PROVIDER=firebase');
    const emulated = env.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
    if (emulated) {
      // The emulator signs nothing: its tokens are accepted unsigned. That is only safe for a
      // project that cannot exist outside the emulator, and never in production.
      if (env.FIREBASE_PROJECT_ID && !env.FIREBASE_PROJECT_ID.startsWith(FIREBASE_DEMO_PROJECT_PREFIX)) {
        problem(
          'FIREBASE_AUTH_EMULATOR_HOST',
          `is only accepted with a "${FIREBASE_DEMO_PROJECT_PREFIX}" project id (FIREBASE_PROJECT_ID is "${env.FIREBASE_PROJECT_ID}")`,
        );
      }
      if (env.NODE_ENV === 'production') {
        problem('FIREBASE_AUTH_EMULATOR_HOST', 'is never accepted with NODE_ENV=production');
      }
      return;
    }
    for (const key of ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_APP_ID'] as const) {
      if (!env[key]) problem(key, 'is required with IDENTITY_PROVIDER=firebase (see the Firebase console)');
    }
  })
  .superRefine((env, context) => {
    for (const problem of s3Problems(env)) context.addIssue({ code: 'custom', ...problem });
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    // Without PUBLIC_URL a person may open the instance at any loopback address it answers on
    // (the README names localhost; the listen log, 127.0.0.1): sign-in works from each of them.
    const pageOrigins = env.PUBLIC_URL
      ? [publicUrl]
      : [publicUrl, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`];
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      dataDir,
      publicUrl,
      /** The origins the product's pages are served from (the identity service trusts them). */
      pageOrigins,
      databaseUrl: env.DATABASE_URL,
      authSecret: env.AUTH_SECRET,
      adminEmails: env.ADMIN_EMAILS.map((email) => email.toLowerCase()),
      trustedOrigins: env.TRUSTED_ORIGINS,
      passwordMinLength: env.PASSWORD_MIN_LENGTH,
      idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS,
      identity: identityOf(env),
      token:
        env.IDENTITY_PROVIDER === 'firebase'
          ? {
              issuer: `${FIREBASE_TOKEN_ISSUER_BASE}${env.FIREBASE_PROJECT_ID}`,
              audience: env.FIREBASE_PROJECT_ID as string,
              jwksUrl: FIREBASE_JWKS_URL,
            }
          : {
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
      llm: llmOf(env),
      uploadMaxBytes: env.UPLOAD_MAX_BYTES,
      storage: storageOf(env, dataDir),
    };
  });

export type Config = z.output<typeof envSchema>;
export type IdentityConfig = Config['identity'];
export type StorageConfig = Config['storage'];
export type FirebaseIdentityConfig = Extract<IdentityConfig, { provider: 'firebase' }>['firebase'];

interface FirebaseEnv {
  IDENTITY_PROVIDER: 'built-in' | 'firebase';
  FIREBASE_API_KEY?: string | undefined;
  FIREBASE_AUTH_DOMAIN?: string | undefined;
  FIREBASE_PROJECT_ID?: string | undefined;
  FIREBASE_STORAGE_BUCKET?: string | undefined;
  FIREBASE_APP_ID?: string | undefined;
  FIREBASE_GOOGLE_SIGN_IN: boolean;
  FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
}

/**
 * Which identity service signs users in. With the built-in one, an emulator host in the
 * environment is ignored (`firebase emulators:exec` sets it for every process it runs).
 * In emulator mode the web keys may be left out: the emulator accepts any.
 */
function identityOf(env: FirebaseEnv) {
  if (env.IDENTITY_PROVIDER === 'built-in') return { provider: 'built-in' as const };
  const projectId = env.FIREBASE_PROJECT_ID as string;
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    provider: 'firebase' as const,
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'emulator-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: env.FIREBASE_STORAGE_BUCKET,
      appId: env.FIREBASE_APP_ID ?? 'emulator-app-id',
      googleSignIn: env.FIREBASE_GOOGLE_SIGN_IN,
      emulatorHost,
    },
  };
}

/** The LLM analysis engine's endpoint (PRODUCT §7), or null when none is configured. */
function llmOf(env: { LLM_BASE_URL?: string; LLM_MODEL?: string; LLM_API_KEY?: string; LLM_TIMEOUT_SECONDS: number }) {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return {
    baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
    model: env.LLM_MODEL,
    apiKey: env.LLM_API_KEY,
    timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
  };
}

interface S3Env {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: 'true' | 'false' | undefined;
}

const S3_CREDENTIALS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_COMPANIONS = ['S3_ENDPOINT', ...S3_CREDENTIALS, 'S3_FORCE_PATH_STYLE'] as const;

/**
 * S3 mode needs a bucket and explicit keys. S3 settings without a bucket are refused too:
 * files would otherwise land on the local disk while the operator thinks they go to the bucket.
 */
function s3Problems(env: S3Env): { path: string[]; message: string }[] {
  if (env.S3_BUCKET) {
    return S3_CREDENTIALS.filter((key) => !env[key]).map((key) => ({
      path: [key],
      message: 'is required with S3_BUCKET',
    }));
  }
  const orphans = S3_COMPANIONS.filter((key) => env[key] !== undefined);
  return orphans.length
    ? [
        {
          path: ['S3_BUCKET'],
          message: `is required when ${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'} set (files are kept on disk without it)`,
        },
      ]
    : [];
}

/** Files go to `DATA_DIR/uploads`, or to the S3 bucket when one is configured. */
function storageOf(env: S3Env, dataDir: string) {
  if (!env.S3_BUCKET) return { driver: 'disk' as const, directory: path.join(dataDir, 'uploads') };
  return {
    driver: 's3' as const,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
      // Compatible servers (MinIO, s3rver…) seldom resolve bucket sub-domains; AWS does.
      forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(env.S3_ENDPOINT !== undefined)) === 'true',
    },
  };
}

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

/** How to reach an OpenAI-compatible endpoint for the LLM analysis engine. */
export type LlmConfig = NonNullable<Config['llm']>;

/**
 * The LLM engine's settings alone (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_SECONDS),
 * or null when the engine is not configured: what `npm run analyze` needs, read by the same rules
 * as the server's. Throws ConfigError naming every bad key.
 */
export function loadLlmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | null {
  return loadConfig(env).llm;
}
