import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres, selectRows, type DatabaseHandle } from '../../db/client';
import { eventually } from '../../testing/eventually';
import { openTestDatabase, testDatabaseKind } from '../../testing/test-database';
import { driverClient } from './pg-boss-db';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './queue';

type TestJobs = { count: { n: number }; index: { documentId: string }; sweep: object };

const options = {
  log: { error: () => {}, warn: () => {} },
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
} satisfies JobQueueOptions;

// Several app instances on one PostgreSQL: only a server has more than one connection.
describe.runIf(testDatabaseKind === 'postgres')('two job queues on one PostgreSQL database', () => {
  let database: DatabaseHandle;
  let other: DatabaseHandle;
  let queues: JobQueue<TestJobs>[];

  beforeEach(async () => {
    database = await openTestDatabase();
    // A second instance: a pool of its own on the same database.
    other = openPostgres((driverClient(database) as pg.Pool).options.connectionString!);
    await database.db.execute(sql`create table job_runs (n integer not null, worker text not null)`);
    queues = [];
  });
  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await other.close();
    await database.close();
  });

  async function startTwo(define: (queue: JobQueue<TestJobs>, worker: string, on: DatabaseHandle) => void) {
    const handles = [database, other];
    // The second through a connection string: pg-boss's own pool, the other way to share a queue.
    const connectionString = (driverClient(other) as pg.Pool).options.connectionString!;
    queues = [
      createJobQueue<TestJobs>(database, options),
      createJobQueue<TestJobs>(other, { ...options, connectionString }),
    ];
    queues.forEach((queue, i) => define(queue, `w${i}`, handles[i]!));
    // One after the other: both create the same queues; pg-boss's schema is installed once.
    for (const queue of queues) await queue.start();
    return queues;
  }

  const runs = (on: DatabaseHandle) =>
    selectRows<{ n: number; worker: string }>(on.db, sql`select n, worker from job_runs order by n`);

  it('runs each of 50 jobs exactly once between them', async () => {
    const [first, second] = await startTwo((queue, worker, on) =>
      queue.define(
        'count',
        async (job) => {
          await on.db.execute(sql`insert into job_runs (n, worker) values (${job.data.n}, ${worker})`);
        },
        { batchSize: 5 },
      ),
    );
    await Promise.all(Array.from({ length: 50 }, (_, n) => (n % 2 ? first! : second!).send('count', { n })));

    const rows = await eventually(async () => {
      const found = await runs(database);
      return found.length >= 50 ? found : undefined;
    }, 20_000);
    // A little longer: a second run of any job would show up now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const settled = await runs(database);
    expect(settled.map((row) => row.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(rows).toHaveLength(50);
    console.log(
      `50 jobs over two queues: ${settled.filter((row) => row.worker === 'w0').length} ran on the first, ` +
        `${settled.filter((row) => row.worker === 'w1').length} on the second`,
    );
  });

  it('fires a schedule both instances set once per minute, on one of them', async () => {
    // As server.ts does on every instance: both start, both schedule the same job.
    const [first, second] = await startTwo((queue, worker, on) =>
      queue.define('sweep', async () => {
        await on.db.execute(sql`insert into job_runs (n, worker) values (0, ${worker})`);
      }),
    );
    const minute = async () =>
      (
        await selectRows<{ minute: number }>(
          database.db,
          sql`select (extract(epoch from date_trunc('minute', now())) / 60)::integer as minute`,
        )
      )[0]!.minute;
    const from = await minute();
    await first!.schedule('sweep', '* * * * *');
    await second!.schedule('sweep', '* * * * *');

    await eventually(async () => ((await runs(database)).length > 0 ? true : undefined), 20_000);
    // A few more cron checks on both instances (one a second): a second firing would show up now.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const fired = (await runs(database)).length;
    const to = await minute();
    // At most one firing per minute the test spans. A run is recorded when it runs, not in the
    // minute it was fired for (a busy machine runs minute M's firing in M + 1), so the bound is
    // on the count over the whole span, not on distinct minutes.
    expect(fired).toBeGreaterThan(0);
    expect(fired).toBeLessThanOrEqual(to - from + 1);
  });

  it('runs a job sent twice with one singletonKey once', async () => {
    const [first, second] = await startTwo((queue, worker, on) =>
      queue.define(
        'index',
        async () => {
          await on.db.execute(sql`insert into job_runs (n, worker) values (1, ${worker})`);
        },
        { policy: 'stately' },
      ),
    );
    // Both sends land while the first job is still queued (it starts a second from now).
    const sent = [
      await first!.send('index', { documentId: 'd1' }, { singletonKey: 'd1', startAfter: 1 }),
      await second!.send('index', { documentId: 'd1' }, { singletonKey: 'd1', startAfter: 1 }),
    ];
    expect(sent[0]).toEqual(expect.any(String));
    expect(sent[1]).toBeNull();

    await eventually(async () => ((await first!.getJob(sent[0]!))?.state === 'completed' ? true : undefined), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await runs(database)).toHaveLength(1);
  });
});
