// `npm run bench:soak [-- --seconds 60 --connections 8 --organizations 3]`
//
// Several users in several organisations work at once for a minute: they read their profile,
// lists, the dashboard and single records, create projects and applications, edit and move them
// through the pipeline. Run against the built server on PGlite, and on PostgreSQL too when
// DATABASE_URL is set. Printed per database: requests, errors (must be 0), p50/p99, throughput
// as a ratio of the bare route's measured in the same run, and the server's memory after
// set-up, half-way and at the end (it must level off, not grow with the work done).
//
// The exit code says only whether every request succeeded; it never depends on speed.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { positiveInt } from './support/args';
import { percentile } from './support/in-process';
import { signUp, startServer, stopServer, type Server } from './support/server';

interface Settings {
  seconds: number;
  connections: number;
  organizations: number;
}

interface Member {
  organizationId: string;
  uid: string;
  token: string;
  /** Applications this worker made, to read, edit and move. */
  applications: string[];
}

interface Tally {
  latencies: number[];
  errors: string[];
}

const BARE_SECONDS = 5;

function readSettings(): Settings {
  const { values } = parseArgs({
    options: { seconds: { type: 'string' }, connections: { type: 'string' }, organizations: { type: 'string' } },
  });
  return {
    seconds: positiveInt('seconds', values.seconds, 60),
    connections: positiveInt('connections', values.connections, 8),
    organizations: positiveInt('organizations', values.organizations, 3),
  };
}

/** The server's resident memory in MiB, from the kernel (Linux). */
function residentMiB(server: Server): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

async function call(server: Server, member: Member | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(member ? { authorization: `Bearer ${member.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** One organisation per owner; each worker signs up, creates or joins nothing else. */
async function setUp(server: Server, settings: Settings): Promise<Member[]> {
  const members: Member[] = [];
  for (let index = 0; index < settings.connections; index += 1) {
    const { uid, idToken } = await signUp(server.baseUrl);
    const member: Member = { organizationId: '', uid, token: idToken, applications: [] };
    if (index < settings.organizations) {
      const organization = await call(server, member, 'POST', '/api/orgs', { name: `Soak organisation ${index + 1}` });
      member.organizationId = String(organization.id);
    }
    members.push(member);
  }
  // Workers beyond the organisations' count work as their owners: several connections per organisation.
  for (const [index, member] of members.entries()) {
    if (member.organizationId) continue;
    const owner = members[index % settings.organizations]!;
    Object.assign(member, { organizationId: owner.organizationId, uid: owner.uid, token: owner.token });
  }
  return members;
}

const MOVES: Record<string, string> = { prospect: 'drafting', drafting: 'submitted', submitted: 'under_review' };

/** One step of a person's work, chosen by weight: mostly reads, a fair share of writes. */
async function step(server: Server, member: Member, counter: number) {
  const org = `/api/orgs/${member.organizationId}`;
  const pick = counter % 10;
  if (pick === 0) return call(server, member, 'GET', `/api/users/${member.uid}`);
  if (pick === 1) return call(server, member, 'GET', `${org}/dashboard`);
  if (pick === 2) return call(server, member, 'GET', `${org}/projects?q=soak&page=1`);
  if (pick === 3) {
    return call(server, member, 'POST', `${org}/projects`, { name: `Soak project ${counter}`, tags: ['soak'] });
  }
  if (pick === 4 || member.applications.length === 0) {
    const created = await call(server, member, 'POST', `${org}/applications`, {
      title: `Soak application ${counter}`,
      funderName: `Soak funder ${counter % 7}`,
      currency: 'EUR',
      amountRequested: String(1000 + (counter % 50_000)),
    });
    member.applications.push(String(created.id));
    if (member.applications.length > 50) member.applications.shift();
    return created;
  }
  const applicationId = member.applications[counter % member.applications.length]!;
  if (pick === 5) return call(server, member, 'GET', `${org}/applications/${applicationId}`);
  if (pick === 6)
    return call(server, member, 'PATCH', `${org}/applications/${applicationId}`, { notes: `Note ${counter}` });
  if (pick === 7) {
    const application = await call(server, member, 'GET', `${org}/applications/${applicationId}`);
    const next = MOVES[String(application.status)];
    if (!next) return application;
    return call(server, member, 'PUT', `${org}/applications/${applicationId}/status`, { status: next });
  }
  return call(server, member, 'GET', `${org}/applications?page=1&pageSize=25&sort=deadline`);
}

async function work(
  server: Server,
  members: Member[],
  until: number,
  tally: Tally,
  run: (m: Member, n: number) => Promise<unknown>,
) {
  await Promise.all(
    members.map(async (member, worker) => {
      for (let counter = worker; Date.now() < until; counter += members.length) {
        const started = performance.now();
        try {
          await run(member, counter);
          tally.latencies.push(performance.now() - started);
        } catch (error) {
          tally.errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
}

async function soak(settings: Settings, databaseUrl?: string): Promise<boolean> {
  const server = await startServer(databaseUrl ? { databaseUrl } : {});
  try {
    const members = await setUp(server, settings);
    // The bare route at the same concurrency, for the ratio: what the machine gives right now.
    const bare: Tally = { latencies: [], errors: [] };
    await work(server, members, Date.now() + BARE_SECONDS * 1000, bare, () => call(server, null, 'GET', '/healthz'));
    const bareRate = bare.latencies.length / BARE_SECONDS;

    const memory = [residentMiB(server)];
    const tally: Tally = { latencies: [], errors: [] };
    const started = Date.now();
    const halfway = setTimeout(() => memory.push(residentMiB(server)), (settings.seconds * 1000) / 2);
    await work(server, members, started + settings.seconds * 1000, tally, (member, counter) =>
      step(server, member, counter),
    );
    clearTimeout(halfway);
    memory.push(residentMiB(server));
    const elapsed = (Date.now() - started) / 1000;

    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const rate = tally.latencies.length / elapsed;
    console.log(
      `\n${server.database}: ${settings.connections} workers in ${settings.organizations} organisations, ${elapsed.toFixed(0)} s`,
    );
    console.log(`  requests ${tally.latencies.length + tally.errors.length}, errors ${tally.errors.length}`);
    console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
    console.log(
      `  throughput ${rate.toFixed(0)} req/s = ${(rate / bareRate).toFixed(3)}× the bare route (${bareRate.toFixed(0)} req/s)`,
    );
    const [setUpMiB, halfMiB, endMiB] = memory.map((mib) => mib.toFixed(0));
    console.log(`  server memory (MiB): after set-up ${setUpMiB}, half-way ${halfMiB ?? '?'}, end ${endMiB ?? '?'}`);
    for (const error of tally.errors.slice(0, 5)) console.log(`  error: ${error}`);
    return tally.errors.length === 0;
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const settings = readSettings();
  console.log(`GrantPilot soak, ${new Date().toISOString()}; node ${process.version}; ${os.cpus().length} CPUs`);
  const results = [await soak(settings)];
  if (process.env.DATABASE_URL) results.push(await soak(settings, process.env.DATABASE_URL));
  else console.log('\n(PostgreSQL: set DATABASE_URL to soak it too)');
  return results.every(Boolean) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:soak failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
