import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPglite, fromPglite, selectRows, type DatabaseHandle } from '../../db/client';
import { eventually } from '../../testing/eventually';
import { openTestDatabase, testDatabaseKind } from '../../testing/test-database';
import { driverClient } from './pg-boss-db';
import { createJobQueue, type JobQueueOptions } from './queue';

type TestJobs = {
  greet: { who: string };
  flaky: { attempt: number };
  slow: Record<string, never>;
  tick: { from: string };
  bulk: { n: number };
};

const quiet: JobQueueOptions['log'] = { error: () => {}, warn: () => {} };
const fast = { log: quiet, pollingIntervalSeconds: 0.5 } satisfies JobQueueOptions;

describe('the job queue on the test database', () => {
  let database: DatabaseHandle;
  const queues: { stop(): Promise<void> }[] = [];
  const queue = (options: Partial<JobQueueOptions> = {}, on: DatabaseHandle = database) => {
    const created = createJobQueue<TestJobs>(on, { ...fast, ...options });
    queues.push(created);
    return created;
  };

  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await database.close();
  });

  it('runs a job with its data, keeps pg-boss apart from the app schema and migrations', async () => {
    const q = queue();
    const seen: string[] = [];
    q.define('greet', async (job) => {
      seen.push(`${job.name}:${job.data.who}:${job.retryCount}`);
    });
    await q.start();
    const id = await q.send('greet', { who: 'Aroha' });
    expect(id).toEqual(expect.any(String));

    await eventually(async () => ((await q.getJob(id!))?.state === 'completed' ? true : undefined));
    expect(seen).toEqual(['greet:Aroha:0']);
    expect(await q.getJob(id!)).toMatchObject({ name: 'greet', data: { who: 'Aroha' }, state: 'completed' });
    // pg-boss lives in its own schema; the app's migrations (what /readyz counts) are untouched.
    const status = await database.migrationStatus();
    expect(status.applied).toBe(status.expected);
    const [tables] = await selectRows<{ pgboss: number; drizzle: number }>(
      database.db,
      sql`select count(*) filter (where table_schema = 'pgboss')::int as pgboss,
                 count(*) filter (where table_schema = 'drizzle')::int as drizzle
          from information_schema.tables`,
    );
    expect(tables).toEqual({ pgboss: expect.any(Number), drizzle: 1 });
    expect(tables!.pgboss).toBeGreaterThan(0);
    expect(await q.getJob('not-a-uuid')).toBeNull();
  });

  it('retries a failing job with growing delays, then leaves it failed', async () => {
    const warned: string[] = [];
    const q = queue({ log: { error: () => {}, warn: (_details, message) => warned.push(message) } });
    const attempts: { at: number; retryCount: number }[] = [];
    q.define(
      'flaky',
      async (job) => {
        attempts.push({ at: Date.now(), retryCount: job.retryCount });
        throw new Error(`attempt ${job.retryCount} failed`);
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    await q.start();
    const id = (await q.send('flaky', { attempt: 0 }))!;

    const failed = await eventually(async () => {
      const job = await q.getJob(id);
      return job?.state === 'failed' ? job : undefined;
    }, 20_000);
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    expect(failed).toMatchObject({ retryCount: 2, retryLimit: 2, output: { message: 'attempt 2 failed' } });
    // Backoff: the n-th retry waits delay · 2^n / 2 · (1 + random) seconds: [1, 2) then [2, 4).
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    expect(warned).toEqual(['job attempt failed', 'job attempt failed', 'job attempt failed']);
  });

  it("tells each job's schedule and its last completed and failed runs (the health page's figures)", async () => {
    const q = queue();
    q.define('greet', async () => {});
    q.define(
      'flaky',
      async () => {
        throw new Error('the funder portal is down');
      },
      { retryLimit: 0 },
    );
    q.define('tick', async () => {});
    // Before pg-boss has made its tables, nothing has run.
    expect(await q.status()).toEqual(
      ['flaky', 'greet', 'tick'].map((name) => ({
        name,
        cron: null,
        lastCompletedAt: null,
        lastFailedAt: null,
        failedCount: 0,
        lastError: null,
      })),
    );
    await q.start();
    await q.schedule('tick', '0 3 * * *');
    const greeted = (await q.send('greet', { who: 'Aroha' }))!;
    const failed = (await q.send('flaky', { attempt: 0 }))!;
    await eventually(async () => ((await q.getJob(greeted))?.state === 'completed' ? true : undefined));
    await eventually(async () => ((await q.getJob(failed))?.state === 'failed' ? true : undefined));

    const [flaky, greet, tick] = await q.status();
    expect(flaky).toMatchObject({
      name: 'flaky',
      cron: null,
      lastCompletedAt: null,
      lastFailedAt: expect.any(Date),
      failedCount: 1,
      lastError: 'the funder portal is down',
    });
    expect(greet).toMatchObject({ name: 'greet', lastCompletedAt: expect.any(Date), failedCount: 0 });
    expect(tick).toMatchObject({ name: 'tick', cron: '0 3 * * *', lastCompletedAt: null });
    expect(q.running).toBe(true);
  });

  it('bounds an attempt by expireInSeconds: the signal aborts and the attempt fails', async () => {
    const q = queue();
    const reasons: unknown[] = [];
    q.define(
      'slow',
      (job) =>
        new Promise<void>((_resolve, reject) => {
          job.signal.addEventListener('abort', () => {
            reasons.push(job.signal.reason);
            reject(job.signal.reason as Error);
          });
        }),
      { expireInSeconds: 1, retryLimit: 0 },
    );
    await q.start();
    const id = (await q.send('slow', {}))!;
    const failed = await eventually(async () => {
      const job = await q.getJob(id);
      return job?.state === 'failed' ? job : undefined;
    }, 10_000);
    expect(failed.output).toMatchObject({ name: 'JobTimeoutError' });
    expect(reasons).toHaveLength(1);
  });

  it('cancels a queued job before it runs', async () => {
    const q = queue();
    const seen: string[] = [];
    q.define('greet', async (job) => {
      seen.push(job.data.who);
    });
    await q.start();
    const id = (await q.send('greet', { who: 'later' }, { startAfter: 60 }))!;
    expect((await q.getJob(id))?.state).toBe('created');
    expect(await q.cancel(id)).toBe(true);
    expect((await q.getJob(id))?.state).toBe('cancelled');
    expect(await q.cancel(id)).toBe(false);
    expect(await q.cancel('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('fires a schedule', async () => {
    const q = queue({ cronMonitorIntervalSeconds: 1 });
    const fired: string[] = [];
    q.define('tick', async (job) => {
      fired.push(job.data.from);
    });
    await q.start();
    // Every minute: pg-boss sends it at its next check when the minute's time has come.
    await q.schedule('tick', '* * * * *', { tz: 'Pacific/Auckland', data: { from: 'cron' } });
    await eventually(async () => (fired.length > 0 ? true : undefined), 15_000);
    expect(fired[0]).toBe('cron');
  });

  it('runs 200 jobs', async () => {
    const q = queue();
    const done = new Set<number>();
    q.define(
      'bulk',
      async (job) => {
        done.add(job.data.n);
      },
      { batchSize: 50 },
    );
    await q.start();
    const started = performance.now();
    await Promise.all(Array.from({ length: 200 }, (_, n) => q.send('bulk', { n })));
    const queued = performance.now();
    await eventually(async () => (done.size === 200 ? true : undefined), 25_000);
    const finished = performance.now();
    console.log(
      `200 jobs on ${testDatabaseKind}: queued in ${((queued - started) / 1000).toFixed(2)} s, ` +
        `all done ${((finished - started) / 1000).toFixed(2)} s after the first send (batchSize 50)`,
    );
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'runs a job queued before a stop after the database is reopened',
    async () => {
      const first = queue();
      const ran: string[] = [];
      first.define('greet', async (job) => {
        ran.push(`first:${job.data.who}`);
      });
      await first.start();
      const id = (await first.send('greet', { who: 'after restart' }, { startAfter: 2 }))!;
      await first.stop();

      // A restart: the data directory as it was at stop, opened by a new PGlite.
      const dump = await (driverClient(database) as PGlite).dumpDataDir('none');
      const reopened = fromPglite(await createPglite({ loadDataDir: dump }));
      try {
        const second = queue({}, reopened);
        second.define('greet', async (job) => {
          ran.push(`second:${job.data.who}`);
        });
        await second.start();
        await eventually(async () => ((await second.getJob(id))?.state === 'completed' ? true : undefined), 10_000);
        expect(ran).toEqual(['second:after restart']);
        await second.stop();
      } finally {
        await reopened.close();
      }
    },
  );

  it('lets a running job finish on a graceful stop, aborts it on a hasty one, fails a start with bad options', async () => {
    const q = queue();
    let finished = false;
    q.define('greet', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      finished = true;
    });
    await q.start();
    const id = (await q.send('greet', { who: 'slow' }))!;
    await eventually(async () => ((await q.getJob(id))?.state === 'active' ? true : undefined));
    await q.stop();
    expect(finished).toBe(true);
    const reader = queue({ work: false });
    await reader.start();
    expect((await reader.getJob(id))?.state).toBe('completed');

    // Without grace: the running job's signal aborts and the attempt fails now.
    const hasty = queue();
    let aborted = false;
    hasty.define(
      'slow',
      (job) =>
        new Promise<void>((_resolve, reject) => {
          job.signal.addEventListener('abort', () => {
            aborted = true;
            reject(job.signal.reason as Error);
          });
        }),
      { retryLimit: 0 },
    );
    await hasty.start();
    const slowId = (await hasty.send('slow', {}))!;
    await eventually(async () => ((await hasty.getJob(slowId))?.state === 'active' ? true : undefined));
    await hasty.stop({ graceful: false });
    expect(aborted).toBe(true);
    expect((await reader.getJob(slowId))?.state).toBe('failed');

    const bad = queue();
    bad.define('flaky', async () => {}, { retryLimit: 1.5 });
    await expect(bad.start()).rejects.toThrow(/retryLimit/);
    await bad.stop();
  });

  it('holds a job sent while the queue starts until its queue exists, then runs it', async () => {
    const q = queue();
    const seen: string[] = [];
    q.define('greet', async (job) => {
      seen.push(job.data.who);
    });
    // Not awaited: the server answers requests while its queue starts.
    const started = q.start();
    const id = await q.send('greet', { who: 'Mere' });
    await started;
    expect(id).toEqual(expect.any(String));
    await eventually(async () => ((await q.getJob(id!))?.state === 'completed' ? true : undefined));
    expect(seen).toEqual(['Mere']);
  });

  it('a start leaves a queue with the same options as it was, and applies changed ones', async () => {
    const storedQueue = async () => {
      const [row] = await selectRows<{ retryLimit: number; updatedOn: string }>(
        database.db,
        sql`select retry_limit as "retryLimit", updated_on::text as "updatedOn" from pgboss.queue where name = 'flaky'`,
      );
      return row!;
    };
    const first = queue();
    first.define('flaky', async () => {}, { retryLimit: 2 });
    await first.start();
    await first.stop();
    const created = await storedQueue();
    expect(created.retryLimit).toBe(2);

    // The same definition again: not a statement for it (its row is untouched).
    const same = queue();
    same.define('flaky', async () => {}, { retryLimit: 2 });
    await same.start();
    await same.stop();
    expect(await storedQueue()).toEqual(created);

    const changed = queue();
    changed.define('flaky', async () => {}, { retryLimit: 5 });
    await changed.start();
    expect((await storedQueue()).retryLimit).toBe(5);
  });

  it('refuses a singletonKey on a queue whose policy ignores it, and a define after start', async () => {
    const q = queue();
    q.define('greet', async () => {});
    await q.start();
    await expect(q.send('greet', { who: 'x' }, { singletonKey: 'k' })).rejects.toThrow(/policy/);
    expect(() => q.define('bulk', async () => {})).toThrow(/before the queue starts/);
  });
});
