// The built server as a benchmark runs it: a process of its own on a fresh data directory
// (PGlite, or PostgreSQL when DATABASE_URL is set), and users signed up the way the web app does.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');

/** PGlite creates and migrates a fresh database on first start, which takes a few seconds. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface Server {
  baseUrl: string;
  database: string;
  child: ChildProcess;
  dataDir: string;
  /** Milliseconds from the spawn to the first 200 from /readyz. */
  readyMs: number;
  /** Leave the data directory when the server stops (a restart on the same data follows). */
  keepDataDir: boolean;
  /** Everything the server printed (LOG_LEVEL=warn, so normally nothing). */
  output: string[];
}

/** Asks the OS for a free port on 127.0.0.1 (released at once, for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  databaseUrl?: string;
  /** A data directory of an earlier start (default: a fresh one, so PGlite starts empty). */
  dataDir?: string;
  keepDataDir?: boolean;
  /** `npm start` (scripts/start.mjs: the build check, then the bundle) instead of the bundle alone. */
  npmStart?: boolean;
}

/** The environment the server runs with: only what it needs, so a developer's shell cannot skew a run. */
export function serverEnv(dataDir: string, port: number, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Sign-up is rate-limited per address; the bench signs up from 127.0.0.1 like everyone else.
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

export async function startServer(options: StartOptions = {}): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh data directory per run: PGlite starts empty, and nothing of a developer's data is touched.
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-bench-'));
  const env = serverEnv(dataDir, port, options.databaseUrl);
  const started = performance.now();
  const entry = options.npmStart ? path.join(root, 'scripts/start.mjs') : serverEntry;
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const server: Server = {
    baseUrl,
    database: 'unknown',
    child,
    dataDir,
    output,
    readyMs: NaN,
    keepDataDir: options.keepDataDir ?? false,
  };
  try {
    server.database = await waitUntilReady(server);
    server.readyMs = performance.now() - started;
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/** Polls /readyz (database open, migrations applied); returns the database kind it reports. */
async function waitUntilReady(server: Server): Promise<string> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited during start:\n${server.output.join('\n')}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return ((await response.json()) as { database: string }).database;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${server.output.join('\n')}`);
}

/** SIGTERM (the server closes with grace), SIGKILL if it hangs; then the data directory goes. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  if (!server.keepDataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}

export async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
}

/** Signs in with a password and exchanges the session cookie for an ID token, as the web app does. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  await expectOk(response, 'sign-in');
  const { user } = (await response.json()) as { user?: { id?: string } };
  if (!user?.id) throw new Error('sign-in: the response has no user.id');
  return { uid: user.id, idToken: await idTokenOf(baseUrl, response) };
}

/** The ID token of the session a sign-up or sign-in response opened. */
async function idTokenOf(baseUrl: string, response: Response): Promise<string> {
  // Send back only "name=value" of each Set-Cookie, as a browser would.
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';', 1)[0])
    .join('; ');
  const tokenResponse = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  await expectOk(tokenResponse, 'ID token');
  const { token } = (await tokenResponse.json()) as { token?: string };
  if (!token) throw new Error('ID token: the response has no token');
  return token;
}

/** Signs up a new user and exchanges the session cookie for an ID token, as the web app does. */
export async function signUp(baseUrl: string): Promise<{ uid: string; idToken: string }> {
  const signUpResponse = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    // The identity service refuses a cookie-setting POST without a trusted Origin (CSRF check).
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'bench-password-1',
      name: 'Bench',
    }),
  });
  await expectOk(signUpResponse, 'sign-up');
  const { user } = (await signUpResponse.json()) as { user?: { id?: string } };
  if (!user?.id) throw new Error('sign-up: the response has no user.id');
  return { uid: user.id, idToken: await idTokenOf(baseUrl, signUpResponse) };
}
