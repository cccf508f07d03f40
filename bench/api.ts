// `npm run bench:api [-- --duration <s> --connections <n>]`
//
// Throughput and tail latency of (a) a bare route, GET /healthz, and (b) an authenticated
// profile read, GET /api/users/{uid} with a bearer ID token, measured with autocannon against
// the built server in one run. Absolute figures depend on the machine, so the result that
// matters is the ratio b/a: what the token check and the database read cost on top of
// Fastify itself. The database is embedded PGlite, or PostgreSQL when DATABASE_URL is set.
//
// The exit code says only whether the benchmark could run (server started, every request
// answered 2xx); it never depends on speed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');

/** Long enough for JIT, connection pools and the token cache to settle; not reported. */
const WARMUP_SECONDS = 2;
/** PGlite creates and migrates a fresh database on first start, which takes a few seconds. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

interface Settings {
  duration: number;
  connections: number;
}

interface Server {
  baseUrl: string;
  database: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything the server printed (LOG_LEVEL=warn, so normally nothing). */
  output: string[];
}

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: { duration: { type: 'string' }, connections: { type: 'string' } },
  });
  return {
    duration: positiveInt('duration', values.duration, 10),
    connections: positiveInt('connections', values.connections, 10),
  };
}

/** Asks the OS for a free port on 127.0.0.1 (released at once, for the server to take). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh data directory per run: PGlite starts empty, and nothing of a developer's data is touched.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-bench-'));
  // Only what the server needs, so a developer's shell (AUTH_SECRET, TRUSTED_ORIGINS, ...) cannot skew a run.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Sign-up is rate-limited per address; the bench signs up from 127.0.0.1 like everyone else.
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const server: Server = { baseUrl, database: 'unknown', child, dataDir, output };
  try {
    server.database = await waitUntilReady(server);
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
    await sleep(100);
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${server.output.join('\n')}`);
}

/** SIGTERM (the server closes with grace), SIGKILL if it hangs; then the data directory goes. */
async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
}

/** Signs up a new user and exchanges the session cookie for an ID token, as the web app does. */
async function signUp(baseUrl: string): Promise<{ uid: string; idToken: string }> {
  const signUpResponse = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    // The identity service refuses a cookie-setting POST without a trusted Origin (CSRF check).
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', name: 'Bench' }),
  });
  await expectOk(signUpResponse, 'sign-up');
  const { user } = (await signUpResponse.json()) as { user?: { id?: string } };
  if (!user?.id) throw new Error('sign-up: the response has no user.id');

  // Send back only "name=value" of each Set-Cookie, as a browser would.
  const cookie = signUpResponse.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';', 1)[0])
    .join('; ');
  const tokenResponse = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  await expectOk(tokenResponse, 'ID token');
  const { token } = (await tokenResponse.json()) as { token?: string };
  if (!token) throw new Error('ID token: the response has no token');
  return { uid: user.id, idToken: token };
}

/** One request first, so a broken route fails loudly instead of benchmarking 401s. */
async function checkTarget(target: Target): Promise<void> {
  await expectOk(await fetch(target.url, { headers: target.headers }), target.label);
}

async function load(target: Target, connections: number, duration: number): Promise<Result> {
  return autocannon({ url: target.url, headers: target.headers, connections, duration });
}

function failures(result: Result): number {
  return result.non2xx + result.errors;
}

function ratio(b: number, a: number): string {
  // Latencies are whole milliseconds, so a bare route's p99 can be 0.
  return a > 0 ? `${(b / a).toFixed(2)}×` : 'n/a';
}

function report(server: Server, settings: Settings, results: [Target, Result][]): void {
  const [[, a], [, b]] = results as [[Target, Result], [Target, Result]];
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const rows = results.map(([target, result]) => [
    target.label,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.non2xx),
    String(result.errors),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');

  console.log(`\nGrantPilot API benchmark, ${new Date().toISOString()}`);
  console.log(`database: ${server.database}; node ${process.version}; ${os.cpus().length} CPUs`);
  console.log(
    `autocannon: ${settings.connections} connections, ${settings.duration} s per route ` +
      `after a ${WARMUP_SECONDS} s warm-up, one run, 127.0.0.1\n`,
  );
  console.log([header, ...rows].map(line).join('\n'));
  console.log(
    `\nb/a: req/s ${ratio(b.requests.average, a.requests.average)}, p99 ${ratio(b.latency.p99, a.latency.p99)}`,
  );
  if (server.output.length > 0) {
    console.log(`\nthe server logged ${server.output.length} line(s) at warn or above; the last:`);
    console.log(server.output.slice(-10).join('\n'));
  }
}

async function benchmark(server: Server, settings: Settings): Promise<boolean> {
  const { uid, idToken } = await signUp(server.baseUrl);
  const targets: Target[] = [
    { label: '(a) GET /healthz', url: `${server.baseUrl}/healthz`, headers: {} },
    {
      label: '(b) GET /api/users/{uid}',
      url: `${server.baseUrl}/api/users/${encodeURIComponent(uid)}`,
      headers: { authorization: `Bearer ${idToken}` },
    },
  ];
  for (const target of targets) await checkTarget(target);

  // Warm both routes before measuring either, so (a) is not measured on a colder process than (b).
  for (const target of targets) await load(target, settings.connections, WARMUP_SECONDS);
  const results: [Target, Result][] = [];
  for (const target of targets) results.push([target, await load(target, settings.connections, settings.duration)]);

  report(server, settings, results);
  const failed = results.filter(([, result]) => failures(result) > 0);
  for (const [target, result] of failed) {
    console.error(`\n${target.label}: ${failures(result)} failed request(s), status codes:`, result.statusCodeStats);
  }
  return failed.length === 0;
}

async function main(): Promise<number> {
  const settings = readSettings();
  const server = await startServer();
  // Ctrl+C must not leave the server running or its data directory behind.
  const interrupt = () => void stopServer(server).finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  try {
    return (await benchmark(server, settings)) ? 0 : 1;
  } finally {
    process.off('SIGINT', interrupt);
    await stopServer(server);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:api failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
