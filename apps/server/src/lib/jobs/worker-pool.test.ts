import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerRunError, type WorkerPool } from './worker-pool';

const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
const open: WorkerPool[] = [];
const pool = (name: string, maxOldGenerationSizeMb = 32) => {
  const created = createWorkerPool({ module: fixture(name), maxThreads: 2, maxOldGenerationSizeMb });
  open.push(created);
  return created;
};
// Generous: a thread's first start is slow on a busy machine; only the time-out tests use a short bound.
const limits = { timeoutMs: 20_000 };

afterEach(async () => {
  await Promise.all(open.splice(0).map((created) => created.close()));
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkerRunError);
  return error as WorkerRunError;
}

describe('createWorkerPool', () => {
  it("answers with the task's result, again and again from its warm threads", async () => {
    const doubler = pool('double.mjs');
    expect(await doubler.run({ n: 21 }, limits)).toEqual({ doubled: 42 });
    const many = await Promise.all([1, 2, 3, 4, 5].map((n) => doubler.run({ n }, limits)));
    expect(many).toEqual([2, 4, 6, 8, 10].map((doubled) => ({ doubled })));
  });

  it('loads a TypeScript task module through tsx', async () => {
    // Registering tsx in a new thread takes seconds on a busy machine: a generous bound.
    expect(await pool('typed.ts').run({ words: ['plain', 'TypeScript'] }, { timeoutMs: 30_000 })).toEqual({
      joined: 'plain TypeScript',
    });
  });

  it('terminates a task that loops forever when its time is up, and the pool goes on', async () => {
    // The loop never ends: only the time limit can end it (else the test's own time-out fails it).
    const spinner = pool('forever.mjs');
    const error = await failure(spinner.run(null, { timeoutMs: 500 }));
    expect(error.reason).toBe('timeout');
    const doubler = pool('double.mjs');
    expect(await doubler.run({ n: 2 }, limits)).toEqual({ doubled: 4 });
  });

  it('terminates a task that allocates without bound', async () => {
    const error = await failure(pool('hog.mjs').run(null, { timeoutMs: 20_000 }));
    expect(error.reason).toBe('out-of-memory');
  });

  it("reports the task's own error", async () => {
    const error = await failure(pool('throws.mjs').run(null, limits));
    expect(error).toMatchObject({ reason: 'failed', message: 'not a PDF' });
  });

  it('reports a thread that ended without answering', async () => {
    expect((await failure(pool('exits.mjs').run(null, limits))).reason).toBe('exited');
  });

  it('terminates the thread when the signal aborts', async () => {
    const controller = new AbortController();
    const running = pool('forever.mjs').run(null, { ...limits, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job expired')), 200);
    const error = await failure(running);
    expect(error.reason).toBe('aborted');
    expect((error.cause as Error).message).toBe('job expired');
  });

  it('starts nothing for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('job expired'));
    const error = await failure(pool('double.mjs').run({ n: 1 }, { ...limits, signal: controller.signal }));
    expect(error.reason).toBe('aborted');
  });
});
