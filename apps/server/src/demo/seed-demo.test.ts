import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, selectRows, type DatabaseHandle } from '../db/client';
import { runSeedDemo } from '../testing/server-process';

describe('npm run seed:demo', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function freshDir() {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-seed-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    return dir;
  }
  async function open(dir: string) {
    const database: DatabaseHandle = await openEmbeddedDatabase(dir);
    cleanups.push(() => database.close());
    return database;
  }

  it('fills a realistic organisation: projects, funders, applications in every status, tasks', async () => {
    const dir = await freshDir();
    const run = await runSeedDemo(dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Sign in at http://localhost:3000/auth/login as demo@grantpilot.local');

    const database = await open(dir);
    const rows = await selectRows<{ status: string; count: number }>(
      database.db,
      sql`select status, count(*)::int as count from applications group by status order by status`,
    );
    expect(rows.map((row) => row.status).sort()).toEqual(
      ['awarded', 'declined', 'drafting', 'prospect', 'submitted', 'under_review', 'withdrawn'].sort(),
    );
    const [counts] = await selectRows<{ projects: number; funders: number; tasks: number; activity: number }>(
      database.db,
      sql`select (select count(*)::int from projects) as projects, (select count(*)::int from funders) as funders,
                 (select count(*)::int from application_tasks) as tasks, (select count(*)::int from activity_log) as activity`,
    );
    expect(counts!.projects).toBeGreaterThanOrEqual(10);
    expect(counts!.funders).toBeGreaterThanOrEqual(5);
    expect(counts!.tasks).toBeGreaterThan(0);
    expect(counts!.activity).toBeGreaterThan(3);
  }, 60_000);

  it('refuses a data dir that a running server holds, naming the holder', async () => {
    const dir = await freshDir();
    await open(dir); // this process now holds the data dir's lock, as a running server would
    const run = await runSeedDemo(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('seed:demo cannot run.');
    expect(run.stderr).toContain(`is in use by process ${process.pid}`);
  }, 60_000);
});
