import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { ExtractionBounds } from '../modules/documents/documents.jobs';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../lib/mail';
import { openTestDatabase } from './test-database';

export { eventually } from './eventually';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  /** The session cookie of the built-in identity service. */
  cookie: string;
  /** A fresh ID token for the API. */
  token: string;
}

export interface TestApp {
  app: App;
  /** For fixtures only (moving an invitation's expiry into the past, say); tests act through `app`. */
  database: DatabaseHandle;
  dataDir: string;
  signUp(overrides?: Partial<Pick<TestUser, 'email' | 'password' | 'name'>>): Promise<TestUser>;
  idToken(cookie: string): Promise<string>;
  /** The `.eml` files in the outbox, oldest first. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

let counter = 0;

/** The real app on a database of its own and a data dir of its own; requests go through `inject`. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    beforeReady?: (app: App) => void;
    /** The clock of scheduled jobs. */
    now?: () => Date;
    /** Stands in for the identity issuer's key endpoint (Google's, in Firebase mode). */
    identityKeysFetch?: typeof fetch;
    /** A built web app to serve (none by default: pages answer 503). */
    webDistDir?: string;
    /**
     * A database to use instead of a fresh one (an instance restarted with another
     * configuration). The app closes it with itself: hand an earlier app `keepDatabaseOpen(…)`.
     */
    database?: DatabaseHandle;
    /** One document extraction's bounds (short ones prove the time-out). */
    extractionBounds?: ExtractionBounds;
    /** How long an analysis waits for its document's text. */
    analysisTextWaitMs?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.identityKeysFetch ? { identityKeysFetch: options.identityKeysFetch } : {}),
    ...(options.extractionBounds ? { extractionBounds: options.extractionBounds } : {}),
    ...(options.analysisTextWaitMs ? { analysisTextWaitMs: options.analysisTextWaitMs } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();

  const idToken = async (cookie: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`token: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  };

  return {
    app,
    database,
    dataDir,
    idToken,
    async signUp(overrides = {}) {
      counter += 1;
      const user = {
        email: `user${counter}-${Date.now()}@example.com`,
        password: 'correct horse',
        name: `Test User ${counter}`,
        ...overrides,
      };
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_PUBLIC_URL },
        payload: user,
      });
      if (response.statusCode !== 200) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
      const cookie = sessionCookie(response.headers['set-cookie']);
      const body = response.json<{ user: { id: string } }>();
      return { ...user, uid: body.user.id, cookie, token: await idToken(cookie) };
    },
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      return Promise.all(files.sort().map((file) => fs.readFile(path.join(dir, file), 'utf8')));
    },
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app's database, to hand to the next app: closing the first app leaves it open. */
export function keepDatabaseOpen(database: DatabaseHandle): DatabaseHandle {
  return { ...database, close: async () => {} };
}

/** `name=value` pairs of a Set-Cookie header, ready to send back as a Cookie header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
