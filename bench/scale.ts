// `npm run bench:scale [-- --samples 30]`
//
// Does the cost of the list pages, filters, search and the dashboard grow with the data? One
// database holds two organisations: a small one (100 applications, 10 projects) and a large one
// (100,000 applications, 10,000 projects), made by the same generator as `seed:demo`. Each
// endpoint is called for both, in-process through `app.inject` (server time: routing, token
// check, queries, serialisation; no network), and the p50 and p95 of each are printed with the
// large/small ratio. A ratio near 1 means the query is bounded by its indexes and its page,
// not by the size of the organisation. The database is a fresh embedded PGlite, or PostgreSQL
// when DATABASE_URL is set (use a throw-away database).
//
// The exit code says only whether the benchmark could run; it never depends on speed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { insertGrantData } from '../apps/server/src/demo/demo-data';
import { percentile, signUpInProcess } from './support/in-process';

const SIZES = {
  small: { projects: 10, applications: 100 },
  large: { projects: 10_000, applications: 100_000 },
};

async function main() {
  const { values } = parseArgs({ options: { samples: { type: 'string', default: '30' } } });
  const samples = Number(values.samples);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-bench-scale-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_MAX: '100000',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const user = await signUpInProcess(app, config.publicUrl);
    const call = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return response.json();
    };
    const orgs: Record<string, string> = {};
    for (const [size, scale] of Object.entries(SIZES)) {
      const started = Date.now();
      const org = await app.inject({
        method: 'POST',
        url: '/api/orgs',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { name: `Bench ${size}` },
      });
      orgs[size] = org.json().id;
      await insertGrantData(database.db, { organizationId: orgs[size]!, ownerIds: [user.uid], scale });
      console.error(
        `made the ${size} organisation (${scale.applications} applications) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    // Fresh statistics, as the server's scheduled job (PGlite) or autovacuum (PostgreSQL) keeps them.
    await database.db.execute('analyze');

    const funderOf = async (org: string) => (await call(`/api/orgs/${org}/funders`)).funders[0].id as string;
    const endpoints: [string, (org: string) => Promise<string>][] = [
      ['projects: first page', async (org) => `/api/orgs/${org}/projects`],
      ['projects: search', async (org) => `/api/orgs/${org}/projects?q=river`],
      ['projects: status + tag', async (org) => `/api/orgs/${org}/projects?status=active&tag=climate`],
      ['applications: first page', async (org) => `/api/orgs/${org}/applications`],
      ['applications: by deadline', async (org) => `/api/orgs/${org}/applications?sort=deadline&direction=asc`],
      [
        'applications: status + funder',
        async (org) => `/api/orgs/${org}/applications?status=submitted&funderId=${await funderOf(org)}`,
      ],
      ['applications: search', async (org) => `/api/orgs/${org}/applications?q=river%20hori`],
      [
        'applications: deadline range',
        async (org) => `/api/orgs/${org}/applications?deadlineFrom=2026-12-01&deadlineTo=2026-12-31`,
      ],
      ['applications: totals', async (org) => `/api/orgs/${org}/applications/totals`],
      ['dashboard', async (org) => `/api/orgs/${org}/dashboard`],
    ];

    const rows: string[][] = [];
    const sizes = Object.keys(SIZES) as (keyof typeof SIZES)[];
    for (const [label, urlOf] of endpoints) {
      const urls = Object.fromEntries(await Promise.all(sizes.map(async (size) => [size, await urlOf(orgs[size]!)])));
      // Warm-up of both sizes before either is measured (JIT of the server and of PGlite's
      // WebAssembly, plans, caches): code that only this endpoint runs is as warm for both.
      for (let i = 0; i < 5; i++) for (const size of sizes) await call(urls[size]);
      // The samples alternate between the sizes, so a change in the machine's load weighs on both alike.
      const times: Record<string, number[]> = { small: [], large: [] };
      for (let i = 0; i < samples; i++) {
        for (const size of sizes) {
          const start = process.hrtime.bigint();
          await call(urls[size]);
          times[size]!.push(Number(process.hrtime.bigint() - start) / 1e6);
        }
      }
      const figures = Object.fromEntries(
        sizes.map((size) => {
          const sorted = times[size]!.sort((a, b) => a - b);
          return [size, { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }];
        }),
      );
      const { small, large } = figures as Record<'small' | 'large', { p50: number; p95: number }>;
      rows.push([
        label,
        small.p50.toFixed(1),
        small.p95.toFixed(1),
        large.p50.toFixed(1),
        large.p95.toFixed(1),
        `${(large.p50 / small.p50).toFixed(2)}×`,
        `${(large.p95 / small.p95).toFixed(2)}×`,
      ]);
    }
    const header = ['endpoint', 'p50 @100', 'p95 @100', 'p50 @100k', 'p95 @100k', 'p50 ratio', 'p95 ratio'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ');
    console.log(
      `\nServer time in ms (${samples} samples each), ${database.kind}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:scale failed:', error);
  process.exit(1);
});
