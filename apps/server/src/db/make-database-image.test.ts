import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../lib/jobs';
import { driverClient } from '../lib/jobs/pg-boss-db';
import { eventually } from '../testing/eventually';
import { openEmbeddedDatabase, selectRows, type DatabaseHandle } from './client';
import { JOB_QUEUE_SCHEMA } from './job-queue-schema';
import { makeDatabaseImage } from './make-database-image';

/** The version of its schema the installed pg-boss creates and migrates to. */
const PG_BOSS_SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

type ImageJobs = { greet: { who: string } };

/**
 * The image the build makes (the same function, into a file of the test's own), opened as a
 * server's first start opens it: the job queue's schema is there at pg-boss's version before the
 * queue starts, and a job sent on the first start runs.
 */
describe('the database image the build makes', () => {
  let root: string;
  let image: string;
  const opened: DatabaseHandle[] = [];
  const queues: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-made-image-'));
    image = path.join(root, 'database-image.tar');
    await makeDatabaseImage(image);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function firstStart(): Promise<DatabaseHandle> {
    const database = await openEmbeddedDatabase(fs.mkdtempSync(path.join(root, 'data-')), image);
    opened.push(database);
    await database.migrate();
    return database;
  }

  async function jobQueueVersion(database: DatabaseHandle): Promise<number | undefined> {
    const rows = await selectRows<{ version: number }>(
      database.db,
      sql.raw(`select version from ${JOB_QUEUE_SCHEMA}.version`),
    );
    return rows[0]?.version;
  }

  async function runsAJob(database: DatabaseHandle) {
    const queue = createJobQueue<ImageJobs>(database, {
      log: { error: () => {}, warn: () => {} },
      pollingIntervalSeconds: 0.5,
    });
    queues.push(queue);
    const greeted: string[] = [];
    queue.define('greet', async (job) => {
      greeted.push(job.data.who);
    });
    await queue.start();
    const id = (await queue.send('greet', { who: 'Tāne' }))!;
    await eventually(async () => ((await queue.getJob(id))?.state === 'completed' ? true : undefined), 10_000);
    expect(greeted).toEqual(['Tāne']);
  }

  it("holds the migrations and pg-boss's tables at its version; a job sent on the first start runs", async () => {
    const database = await firstStart();
    const status = await database.migrationStatus();
    expect(status.applied).toBe(status.expected);
    // Before the queue starts: the image, not the start, installed it, with the queue pg-boss's
    // scheduler sends through (a first start would create it, a statement that holds PGlite).
    expect(await jobQueueVersion(database)).toBe(PG_BOSS_SCHEMA_VERSION);
    const [queues] = await selectRows<{ count: number }>(
      database.db,
      sql.raw(`select count(*)::int as count from ${JOB_QUEUE_SCHEMA}.queue`),
    );
    expect(queues?.count).toBeGreaterThan(0);
    await runsAJob(database);
    expect(await jobQueueVersion(database)).toBe(PG_BOSS_SCHEMA_VERSION);
  });

  it('holds only the database the server uses: no template databases, which no start needs', async () => {
    const database = await firstStart();
    const databases = await selectRows<{ datname: string }>(
      database.db,
      sql.raw('select datname from pg_database order by datname'),
    );
    expect(databases.map((row) => row.datname)).toEqual(['postgres']);
    // The database works as any other: a table made, written, vacuumed and read.
    const client = driverClient(database) as PGlite;
    await client.exec('create table image_probe (id int); insert into image_probe values (7)');
    await client.exec('vacuum image_probe');
    expect((await client.query<{ id: number }>('select id from image_probe')).rows).toEqual([{ id: 7 }]);
  });

  it('is migrated by the queue when it holds an older pg-boss schema than the installed pg-boss wants', async () => {
    const database = await firstStart();
    // An image made before a pg-boss upgrade: pg-boss's own way back to the version before (its
    // types say the version is a string; it looks the number up).
    await (driverClient(database) as PGlite).exec(
      PgBoss.getRollbackPlans(JOB_QUEUE_SCHEMA, PG_BOSS_SCHEMA_VERSION as unknown as string),
    );
    expect(await jobQueueVersion(database)).toBe(PG_BOSS_SCHEMA_VERSION - 1);
    await runsAJob(database);
    expect(await jobQueueVersion(database)).toBe(PG_BOSS_SCHEMA_VERSION);
  });
});
