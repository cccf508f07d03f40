import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';

export interface ScheduledJob {
  name: string;
  /** How often the job runs. */
  intervalMs: number;
  /** The job's work; it must be safe to run again after a crash (claim before acting). */
  run(now: Date): Promise<void>;
}

/**
 * Runs jobs on an interval in this process, each under a lease in the database: on several
 * instances sharing one PostgreSQL a job runs in one place at a time, and a crashed runner's
 * lease simply expires. The work itself is persistent (its state is in tables), so a restart
 * picks up where the last run stopped.
 */
export function createJobRunner(options: { db: Database; log: FastifyBaseLogger; now: () => Date }) {
  const jobs = new Map<string, ScheduledJob>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  async function takeLease(job: ScheduledJob, now: Date) {
    const until = new Date(now.getTime() + Math.max(job.intervalMs, 60_000));
    const rows = await options.db
      .insert(jobLeases)
      .values({ name: job.name, lockedUntil: until })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { lockedUntil: until },
        setWhere: sql`${jobLeases.lockedUntil} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ name: jobLeases.name });
    return rows.length > 0;
  }

  async function release(job: ScheduledJob, now: Date) {
    await options.db
      .update(jobLeases)
      .set({ lockedUntil: now, lastFinishedAt: now })
      .where(sql`${jobLeases.name} = ${job.name}`);
  }

  /** Runs the job now if no one else holds its lease; true when it ran. */
  async function run(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    const now = options.now();
    if (!(await takeLease(job, now))) return false;
    try {
      await job.run(now);
      return true;
    } finally {
      await release(job, options.now());
    }
  }

  return {
    add(job: ScheduledJob) {
      jobs.set(job.name, job);
    },
    run,
    start() {
      for (const job of jobs.values()) {
        const tick = () => {
          const work = run(job.name).catch((error: unknown) =>
            options.log.error({ err: error, job: job.name }, 'job failed'),
          );
          running.add(work);
          void work.finally(() => running.delete(work));
        };
        timers.push(setInterval(tick, job.intervalMs).unref());
        timers.push(setTimeout(tick, 5_000).unref());
      }
    },
    /** Stops the timers and waits for a run in progress. */
    async stop() {
      timers.splice(0).forEach((timer) => clearTimeout(timer));
      await Promise.allSettled([...running]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
