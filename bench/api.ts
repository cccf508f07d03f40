// `npm run bench:api [-- --duration <s> --connections <n>]`
//
// Throughput and tail latency of (a) a bare route, GET /healthz, (b) an authenticated profile
// read, GET /api/users/{uid} with a bearer ID token, and (c) an organisation-scoped list, the
// first page of GET /api/orgs/{orgId}/applications in an organisation of demo data (seed:demo),
// measured with autocannon against the built server in one run. Absolute figures depend on the
// machine, so the results that matter are the ratios b/a and c/a: what the token check, the
// membership check and the database reads cost on top of Fastify itself. The database is
// embedded PGlite, or PostgreSQL when DATABASE_URL is set.
//
// Before that, the time from `npm start` (nothing to build) to a ready /readyz: on an empty data
// directory (the first run: the database is created and migrated) and again once it holds the
// demo data, beside a bare Node HTTP server's time to its first answer, started the same way.
//
// The exit code says only whether the benchmark could run (server started, every request
// answered 2xx); it never depends on speed.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { positiveInt } from './support/args';
import { expectOk, freePort, serverEnv, signIn, startServer, stopServer, type Server } from './support/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Long enough for JIT, connection pools and the token cache to settle; not reported. */
const WARMUP_SECONDS = 2;

interface Settings {
  duration: number;
  connections: number;
}

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
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

interface StartTimes {
  bare: number;
  first: number;
  restart: number;
}

function report(server: Server, settings: Settings, results: [Target, Result][], starts: StartTimes): void {
  const [[, a], [, b], [, c]] = results as [[Target, Result], [Target, Result], [Target, Result]];
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
    `\nb/a: req/s ${ratio(b.requests.average, a.requests.average)}, p99 ${ratio(b.latency.p99, a.latency.p99)}` +
      '   (goal: req/s ≥ 0.25× on PGlite, ≥ 0.5× on PostgreSQL)',
  );
  console.log(
    `c/a: req/s ${ratio(c.requests.average, a.requests.average)}, p99 ${ratio(c.latency.p99, a.latency.p99)}`,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log('\nstart to a ready /readyz with `npm start`, nothing to build (goal: under 3 s):');
  console.log(`  first run, empty data directory (database created and migrated): ${seconds(starts.first)}`);
  console.log(`  restart, demo data in the database:                               ${seconds(starts.restart)}`);
  console.log(
    `  a bare Node HTTP server to its first answer:                       ${seconds(starts.bare)}` +
      ` (first run ${ratio(starts.first, starts.bare)}, restart ${ratio(starts.restart, starts.bare)})`,
  );
  if (server.output.length > 0) {
    console.log(`\nthe server logged ${server.output.length} line(s) at warn or above; the last:`);
    console.log(server.output.slice(-10).join('\n'));
  }
}

async function benchmark(server: Server, settings: Settings, demo: DemoUser, starts: StartTimes): Promise<boolean> {
  const { uid, idToken } = await signIn(server.baseUrl, demo.email, demo.password);
  const authorization = `Bearer ${idToken}`;
  const orgsResponse = await fetch(`${server.baseUrl}/api/orgs`, { headers: { authorization } });
  await expectOk(orgsResponse, 'GET /api/orgs');
  const { activeOrganizationId: orgId } = (await orgsResponse.json()) as { activeOrganizationId: string | null };
  if (!orgId) throw new Error('the demo user has no organisation');
  const targets: Target[] = [
    { label: '(a) GET /healthz', url: `${server.baseUrl}/healthz`, headers: {} },
    {
      label: '(b) GET /api/users/{uid}',
      url: `${server.baseUrl}/api/users/${encodeURIComponent(uid)}`,
      headers: { authorization },
    },
    {
      label: '(c) GET /api/orgs/{orgId}/applications',
      url: `${server.baseUrl}/api/orgs/${orgId}/applications`,
      headers: { authorization },
    },
  ];
  for (const target of targets) await checkTarget(target);

  // Warm both routes before measuring either, so (a) is not measured on a colder process than (b).
  for (const target of targets) await load(target, settings.connections, WARMUP_SECONDS);
  const results: [Target, Result][] = [];
  for (const target of targets) results.push([target, await load(target, settings.connections, settings.duration)]);

  report(server, settings, results, starts);
  const failed = results.filter(([, result]) => failures(result) > 0);
  for (const [target, result] of failed) {
    console.error(`\n${target.label}: ${failures(result)} failed request(s), status codes:`, result.statusCodeStats);
  }
  return failed.length === 0;
}

interface DemoUser {
  email: string;
  password: string;
}

/** Fills the server's database with `npm run seed:demo` for a user of its own (the server stopped). */
function seedDemo(dataDir: string, databaseUrl: string | undefined, demo: DemoUser): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/demo/seed-demo.ts', '--email', demo.email, '--password', demo.password],
    {
      cwd: ROOT,
      env: { ...serverEnv(dataDir, 0, databaseUrl), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** A bare Node HTTP server's time from spawn to its first answer: the floor of any start. */
async function bareStartMs(): Promise<number> {
  const port = await freePort();
  const script = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await sleep(20);
    }
  } finally {
    child.kill();
  }
}

async function main(): Promise<number> {
  const settings = readSettings();
  const databaseUrl = process.env.DATABASE_URL;
  const demo = { email: `bench-${Date.now()}@example.org`, password: 'bench-password-1' };
  const bare = await bareStartMs();
  const first = await startServer({ databaseUrl, npmStart: true, keepDataDir: true });
  await stopServer(first);
  seedDemo(first.dataDir, databaseUrl, demo);
  const server = await startServer({ databaseUrl, npmStart: true, dataDir: first.dataDir });
  // Ctrl+C must not leave the server running or its data directory behind.
  const interrupt = () => void stopServer(server).finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  try {
    return (await benchmark(server, settings, demo, { bare, first: first.readyMs, restart: server.readyMs })) ? 0 : 1;
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
