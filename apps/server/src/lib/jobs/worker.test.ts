import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInWorker, WorkerRunError } from './worker';

const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
const limits = { timeoutMs: 3000, maxOldGenerationSizeMb: 32 };

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkerRunError);
  return error as WorkerRunError;
}

describe('runInWorker', () => {
  it("answers with the task's result", async () => {
    expect(await runInWorker(fixture('double.mjs'), { n: 21 }, limits)).toEqual({ doubled: 42 });
  });

  it('loads a TypeScript task module through tsx', async () => {
    expect(await runInWorker(fixture('typed.ts'), { words: ['plain', 'TypeScript'] }, limits)).toEqual({
      joined: 'plain TypeScript',
    });
  });

  it('terminates a task that loops forever when its time is up', async () => {
    // The loop never ends: only the time limit can end it (else the test's own time-out fails it).
    const error = await failure(runInWorker(fixture('forever.mjs'), null, { ...limits, timeoutMs: 500 }));
    expect(error.reason).toBe('timeout');
  });

  it('terminates a task that allocates without bound', async () => {
    const error = await failure(
      runInWorker(fixture('hog.mjs'), null, { timeoutMs: 20_000, maxOldGenerationSizeMb: 32 }),
    );
    expect(error.reason).toBe('out-of-memory');
  });

  it("reports the task's own error", async () => {
    const error = await failure(runInWorker(fixture('throws.mjs'), null, limits));
    expect(error).toMatchObject({ reason: 'failed', message: 'not a PDF' });
    expect(error.cause).toMatchObject({ name: 'TypeError' });
  });

  it('reports a thread that ended without answering', async () => {
    expect((await failure(runInWorker(fixture('exits.mjs'), null, limits))).reason).toBe('exited');
  });

  it('terminates the thread when the signal aborts', async () => {
    const controller = new AbortController();
    const running = runInWorker(fixture('forever.mjs'), null, { ...limits, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job expired')), 200);
    const error = await failure(running);
    expect(error.reason).toBe('aborted');
    expect((error.cause as Error).message).toBe('job expired');
  });
});
