// Over 300 lines on purpose: the one adapter between the product's jobs and pg-boss (define, send,
// schedule, cancel, look up, stop with grace), so no module ever sees pg-boss itself.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue-schema';
import { pgBossDb, type TrackedPgBossDb } from './pg-boss-db';

/**
 * The jobs a queue knows, by name: each name maps to the shape of its data (a JSON object).
 * Declare one map for the app, e.g. `type AppJobs = { 'extract-document': { documentId: string } }`.
 */
export type JobRegistry<R> = { [Name in keyof R]: object };

export type JobName<R> = keyof R & string;

/** pg-boss's queue policies; see `DefineOptions.policy`. */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One job as its handler sees it. */
export interface Job<Name extends string, Data> {
  id: string;
  name: Name;
  data: Data;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
  /** Aborted when the job's time is up (`expireInSeconds`) or the queue stops without grace. */
  signal: AbortSignal;
}

export type JobHandler<Name extends string, Data> = (job: Job<Name, Data>) => Promise<void>;

export interface DefineOptions {
  /** Retries after the first attempt before the job ends `failed` (pg-boss's default: 2). */
  retryLimit?: number;
  /** Seconds before a retry (whole seconds); with `retryBackoff`, the base of an exponential delay. */
  retryDelaySeconds?: number;
  /** Delay `retryDelaySeconds · 2^n / 2 · (1 + random)` before retry n (n from 1), capped at 2^16. */
  retryBackoff?: boolean;
  /**
   * The time bound of one attempt (pg-boss's default: 15 minutes; at most 24 hours). When it
   * passes (up to a second early), the job's `signal` aborts and the attempt fails (and is retried if retries are left);
   * pg-boss's maintenance also fails attempts whose worker died. For a memory bound, run the work
   * in a worker pool's thread: `createWorkerPool` in ./worker-pool.ts.
   */
  expireInSeconds?: number;
  /** Jobs one poll claims and runs at once (default 1); each completes or fails on its own. */
  batchSize?: number;
  /**
   * How `singletonKey` is honoured (default 'standard': it is not; sending one is refused).
   * - 'stately': per key, at most one job queued, one retrying and one running; a send while a
   *   job with the key is queued returns null. Use for "process this document" — a send while
   *   it runs queues exactly one follow-up run.
   * - 'short': per key, at most one job queued. - 'singleton': per key, one job runs at a time.
   * Keyless jobs share one key ('') under any policy but 'standard'.
   */
  policy?: QueuePolicy;
}

export interface SendOptions {
  /** See `DefineOptions.policy`: only for queues defined with a policy other than 'standard'. */
  singletonKey?: string;
  /** Run no earlier than this moment, or this many seconds from now. */
  startAfter?: Date | number;
}

export interface ScheduleOptions<Data> {
  /** IANA time zone the cron expression is read in (default UTC). */
  tz?: string;
  data?: Data;
}

/** A job as stored, found by `getJob`. */
export interface JobInfo<Name extends string, Data> {
  id: string;
  name: Name;
  data: Data;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  singletonKey: string | null;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** What a failed attempt left: the error, serialised (`{ message, name, stack }`). */
  output: unknown;
}

export type AnyJobInfo<R> = { [Name in JobName<R>]: JobInfo<Name, R[Name]> }[JobName<R>];

/** A defined job as the queue's own tables tell it: its schedule and its last runs. */
export interface QueueStatus {
  name: string;
  /** Cron expression, or null for a job sent on demand. */
  cron: string | null;
  lastCompletedAt: Date | null;
  lastFailedAt: Date | null;
  /** Failed runs still kept (pg-boss deletes archived jobs after a week). */
  failedCount: number;
  lastError: string | null;
}

/** How much of a failure's message the status shows. */
const ERROR_MESSAGE_MAX_LENGTH = 500;

export interface JobLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobQueueOptions {
  log: JobLogger;
  /**
   * On PostgreSQL, a connection string for a pool of pg-boss's own; by default pg-boss shares the
   * handle's pool. Either way several app instances on one database share one queue.
   */
  connectionString?: string;
  /** Claim and run jobs and fire schedules here (default true); false: only send, cancel, read. */
  work?: boolean;
  /** How often an idle worker asks for jobs (default 2 s, at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often schedules are checked (default 30 s; 1–45). Cron's resolution is one minute. */
  cronMonitorIntervalSeconds?: number;
  /** pg-boss's schema (default JOB_QUEUE_SCHEMA, the one the database image holds). */
  schema?: string;
}

export interface StopOptions {
  /** Let running jobs finish (default true); false aborts their signals and fails them now. */
  graceful?: boolean;
  /** How long a graceful stop waits before failing what still runs (default 30 s). */
  timeoutMs?: number;
}

/** A job's attempt ran past its `expireInSeconds`. */
export class JobTimeoutError extends Error {
  constructor(name: string, seconds: number) {
    super(`Job ${name} ran longer than ${seconds} s`);
    this.name = 'JobTimeoutError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Definition {
  handler: JobHandler<string, never>;
  options: DefineOptions;
}

/** Whether a stored queue already has every option a definition sets (those it leaves unset are pg-boss's). */
function sameOptions(stored: PgBoss.Queue, wanted: PgBoss.Queue): boolean {
  const keys = ['policy', 'retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds'] as const;
  return keys.every((key) => wanted[key] === undefined || stored[key] === wanted[key]);
}

interface RawJob {
  id: string;
  name: string;
  data: unknown;
  expireInSeconds: number | string;
  retryCount: number;
}

/**
 * A job queue on pg-boss 10, in the app's own database (PGlite or PostgreSQL): jobs survive a
 * restart, each is claimed by one worker (`FOR UPDATE SKIP LOCKED`), failed attempts are retried,
 * schedules fire on one instance. Define every job, then `start()`; `stop()` before the database
 * is closed.
 */
export function createJobQueue<R extends JobRegistry<R>>(database: DatabaseHandle, options: JobQueueOptions) {
  const work = options.work ?? true;
  const schema = options.schema ?? JOB_QUEUE_SCHEMA;
  const db: TrackedPgBossDb | null =
    database.kind === 'postgres' && options.connectionString ? null : pgBossDb(database);
  const boss = new PgBoss({
    ...(db ? { db } : { connectionString: options.connectionString }),
    schema,
    migrate: true,
    supervise: work,
    schedule: work,
    ...(options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    ...(options.cronMonitorIntervalSeconds === undefined
      ? {}
      : { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 }),
  });
  // Unheard, an 'error' event would crash the process; pg-boss goes on polling after one.
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));

  const definitions = new Map<string, Definition>();
  const workerIds = new Map<string, string>();
  const running = new Map<Promise<void>, AbortController>();
  let state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  let starting: Promise<void> | undefined;

  async function runOne(name: string, definition: Definition, raw: RawJob) {
    const seconds = Math.max(1, Number(raw.expireInSeconds));
    // A moment before pg-boss's own bound for the batch, which would fail the batch's other jobs.
    const boundMs = seconds * 1000 - Math.min(1000, seconds * 250);
    const controller = new AbortController();
    const job = {
      id: raw.id,
      name,
      data: raw.data as never,
      retryCount: raw.retryCount,
      signal: controller.signal,
    };
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new JobTimeoutError(name, seconds);
        controller.abort(error);
        reject(error);
      }, boundMs);
    });
    const attempt = Promise.resolve().then(() => definition.handler(job));
    const tracked = attempt.then(
      () => {},
      () => {},
    );
    running.set(tracked, controller);
    void tracked.finally(() => running.delete(tracked));
    let failure: Error | undefined;
    try {
      await Promise.race([attempt, timeUp]);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    } finally {
      clearTimeout(timer);
    }
    if (failure) {
      options.log.warn({ err: failure, job: { id: raw.id, name, retryCount: raw.retryCount } }, 'job attempt failed');
      await boss.fail(name, raw.id, failure);
    } else {
      // Completed one by one: pg-boss fails a whole batch that outlives its longest time bound.
      await boss.complete(name, raw.id);
    }
  }

  async function startWorker(name: string, definition: Definition, stored: PgBoss.Queue | undefined) {
    const queue = {
      name,
      policy: definition.options.policy ?? 'standard',
      ...(definition.options.retryLimit === undefined ? {} : { retryLimit: definition.options.retryLimit }),
      ...(definition.options.retryDelaySeconds === undefined
        ? {}
        : { retryDelay: definition.options.retryDelaySeconds }),
      ...(definition.options.retryBackoff === undefined ? {} : { retryBackoff: definition.options.retryBackoff }),
      ...(definition.options.expireInSeconds === undefined
        ? {}
        : { expireInSeconds: definition.options.expireInSeconds }),
    } satisfies PgBoss.Queue;
    // Each statement of a start is a round of the embedded database, which answers nothing else
    // meanwhile: a queue is created when it is missing and updated when its options changed
    // (createQueue leaves an existing one as it was), else left alone.
    if (!stored) await boss.createQueue(name, queue);
    else if (!sameOptions(stored, queue)) await boss.updateQueue(name, queue);
    if (!work) return;
    const workOptions = {
      batchSize: definition.options.batchSize ?? 1,
      includeMetadata: true as const,
      ...(options.pollingIntervalSeconds === undefined
        ? {}
        : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    };
    const id = await boss.work<object>(name, workOptions, async (jobs) => {
      await Promise.all(jobs.map((job) => runOne(name, definition, job as unknown as RawJob)));
    });
    workerIds.set(name, id);
  }

  async function nameOf(id: string): Promise<string | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await boss
      .getDb()
      .executeSql(
        `SELECT name FROM ${schema}.job WHERE id = $1 UNION ALL SELECT name FROM ${schema}.archive WHERE id = $1 LIMIT 1`,
        [id],
      );
    return (rows[0] as { name: string } | undefined)?.name ?? null;
  }

  return {
    /** Registers a job's handler and options; before `start()`. */
    define<Name extends JobName<R>>(name: Name, handler: JobHandler<Name, R[Name]>, defineOptions: DefineOptions = {}) {
      if (state !== 'new') throw new Error(`Define job ${name} before the queue starts`);
      definitions.set(name, { handler: handler as unknown as JobHandler<string, never>, options: defineOptions });
    },

    /**
     * Runs a defined job's handler here and now, outside the queue: nothing is stored, claimed or
     * retried, and the queue need not be started. For tests and scripts that drive a job with
     * their own clock; the product sends or schedules its jobs.
     */
    async runNow<Name extends JobName<R>>(
      name: Name,
      ...data: Record<string, never> extends R[Name] ? [R[Name]?] : [R[Name]]
    ) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job named ${name}`);
      const job = {
        id: 'run-now',
        name,
        data: (data[0] ?? {}) as never,
        retryCount: 0,
        signal: new AbortController().signal,
      };
      await definition.handler(job);
    },

    /** Installs or migrates pg-boss's schema, creates the defined queues and starts their workers. */
    async start() {
      if (state !== 'new') throw new Error(`The job queue cannot start: it is ${state}`);
      state = 'starting';
      starting = (async () => {
        try {
          await boss.start();
          const stored = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
          for (const [name, definition] of definitions) await startWorker(name, definition, stored.get(name));
        } catch (error) {
          // pg-boss's timers may be running already: stopped, they no longer hold the process.
          await boss.stop({ graceful: false, close: true }).catch(() => {});
          await db?.settled();
          state = 'stopped';
          throw error;
        }
        state = 'started';
      })();
      await starting;
    },

    /**
     * Stops claiming jobs and firing schedules, lets running jobs finish (or fails them, see
     * `StopOptions`), and waits for pg-boss's last statements: the database can be closed after.
     */
    async stop(stopOptions: StopOptions = {}) {
      if (state !== 'started') return;
      state = 'stopping';
      const graceful = stopOptions.graceful ?? true;
      const abortAll = () => {
        for (const controller of running.values()) controller.abort(new Error('The job queue stopped'));
      };
      if (!graceful) abortAll();
      await boss.stop({ graceful, timeout: stopOptions.timeoutMs ?? 30_000, wait: true, close: true });
      abortAll();
      // A poll that was under way may still claim jobs: they run (the database is open until
      // this resolves), and pg-boss's completions are awaited here, since it does not await them.
      // A handler that ignores its signal is not waited for beyond the time-out.
      const deadline = Date.now() + (stopOptions.timeoutMs ?? 30_000);
      for (;;) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) {
          options.log.warn({ jobs: running.size }, 'job handlers still running after the queue stopped');
          break;
        }
        await Promise.race([
          Promise.allSettled([...running.keys(), db?.settled()]),
          sleep(remaining, undefined, { ref: false }),
        ]);
        await nextTurn();
        if (running.size === 0 && !db?.busy) break;
      }
      state = 'stopped';
    },

    /** Whether this instance runs the queue: claims jobs and fires schedules. */
    get running() {
      return state === 'started' && work;
    },

    /**
     * Every defined job with its schedule and its last completed and failed runs, read from
     * pg-boss's tables (jobs and their archive), so it covers runs on every instance. Before
     * pg-boss has created its schema (a queue never started on this database), nothing has run.
     */
    async status(): Promise<QueueStatus[]> {
      const names = [...definitions.keys()].sort();
      const empty = (name: string): QueueStatus => ({
        name,
        cron: null,
        lastCompletedAt: null,
        lastFailedAt: null,
        failedCount: 0,
        lastError: null,
      });
      // pg-boss's own connection pool (PostgreSQL by URL) opens only when the queue starts.
      if (!db && state !== 'started') return names.map(empty);
      const sql = (text: string, values: unknown[] = []) =>
        boss.getDb().executeSql(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
      const installed = await sql(`SELECT to_regclass('${schema}.job') IS NOT NULL AS installed`);
      if (installed.rows[0]?.installed !== true) return names.map(empty);
      const schedules = await sql(`SELECT name, cron FROM ${schema}.schedule WHERE name = ANY($1)`, [names]);
      const runs = await sql(
        `WITH runs AS (
           SELECT name, state, completed_on, output FROM ${schema}.job
            WHERE name = ANY($1) AND state IN ('completed', 'failed')
           UNION ALL
           SELECT name, state, completed_on, output FROM ${schema}.archive
            WHERE name = ANY($1) AND state IN ('completed', 'failed')
         )
         SELECT name,
                max(completed_on) FILTER (WHERE state = 'completed') AS last_completed,
                max(completed_on) FILTER (WHERE state = 'failed') AS last_failed,
                count(*) FILTER (WHERE state = 'failed')::int AS failed,
                (array_agg(output->>'message' ORDER BY completed_on DESC) FILTER (WHERE state = 'failed'))[1] AS last_error
           FROM runs GROUP BY name`,
        [names],
      );
      const cronOf = new Map(schedules.rows.map((row) => [row.name as string, row.cron as string]));
      const runsOf = new Map(runs.rows.map((row) => [row.name as string, row]));
      const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
      return names.map((name) => {
        const row = runsOf.get(name);
        const lastError = typeof row?.last_error === 'string' ? row.last_error : null;
        return {
          ...empty(name),
          cron: cronOf.get(name) ?? null,
          ...(row
            ? {
                lastCompletedAt: date(row.last_completed),
                lastFailedAt: date(row.last_failed),
                failedCount: Number(row.failed ?? 0),
                lastError: lastError?.slice(0, ERROR_MESSAGE_MAX_LENGTH) ?? null,
              }
            : {}),
        };
      });
    },

    /** Queues a job; its id, or null when `singletonKey` found one already queued. */
    async send<Name extends JobName<R>>(name: Name, data: R[Name], sendOptions: SendOptions = {}) {
      // The server answers requests while the queue starts (its queues may not exist yet on a
      // first run): a job sent meanwhile waits for the start, and fails if the start does.
      if (state === 'starting') await starting;
      const definition = definitions.get(name);
      if (
        sendOptions.singletonKey !== undefined &&
        definition &&
        (definition.options.policy ?? 'standard') === 'standard'
      ) {
        throw new Error(`Job ${name} is defined without a policy that honours singletonKey`);
      }
      const id = await boss.send(name, data, {
        ...(sendOptions.singletonKey === undefined ? {} : { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter }),
      });
      // A worker here need not wait for its next poll.
      const workerId = workerIds.get(name);
      if (id && workerId && sendOptions.startAfter === undefined) boss.notifyWorker(workerId);
      return id;
    },

    /**
     * Sends the job on a cron schedule (5 fields, minute resolution; 6 with seconds are accepted
     * but a schedule fires at most once a minute). Stored in the database, so one instance fires
     * it; calling it again replaces the schedule. After `start()`.
     */
    async schedule<Name extends JobName<R>>(name: Name, cron: string, scheduleOptions: ScheduleOptions<R[Name]> = {}) {
      if (state !== 'started') throw new Error(`Schedule job ${name} after the queue starts`);
      await boss.schedule(name, cron, scheduleOptions.data ?? {}, { tz: scheduleOptions.tz ?? 'UTC' });
    },

    async unschedule(name: JobName<R>) {
      await boss.unschedule(name);
    },

    /** Cancels a job that has not completed; true when it was cancelled. */
    async cancel(id: string): Promise<boolean> {
      const name = await nameOf(id);
      if (!name) return false;
      const result = (await boss.cancel(name, id)) as unknown as { affected: number } | undefined;
      return (result?.affected ?? 0) > 0;
    },

    /** The job, queued, running or done (also once archived), or null. */
    async getJob(id: string): Promise<AnyJobInfo<R> | null> {
      const name = await nameOf(id);
      if (!name) return null;
      const job = await boss.getJobById(name, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        data: job.data,
        state: job.state,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        singletonKey: job.singletonKey,
        createdOn: job.createdOn,
        startAfter: job.startAfter,
        startedOn: job.startedOn ?? null,
        completedOn: job.completedOn,
        output: job.output ?? null,
      } as AnyJobInfo<R>;
    },
  };
}

export type JobQueue<R extends JobRegistry<R>> = ReturnType<typeof createJobQueue<R>>;
