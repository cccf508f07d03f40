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
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { positiveInt } from './support/args';
import { expectOk, signUp, startServer, stopServer, type Server } from './support/server';

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
  const server = await startServer({ databaseUrl: process.env.DATABASE_URL });
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
