import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type WorkerFailure = 'timeout' | 'out-of-memory' | 'aborted' | 'failed' | 'exited';

/** Why `runInWorker` gave up; the thread is gone by the time this is thrown. */
export class WorkerRunError extends Error {
  constructor(
    readonly reason: WorkerFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'WorkerRunError';
  }
}

export interface RunInWorkerOptions {
  /** Wall-clock bound; the thread is terminated when it passes. */
  timeoutMs: number;
  /**
   * V8's old-generation heap bound for the thread (its young generation and code are bounded by
   * Node's defaults). Memory outside the JavaScript heap — Buffers, ArrayBuffers, native
   * libraries' own allocations — is not counted: bound the input's size before handing it over.
   */
  maxOldGenerationSizeMb: number;
  /** Terminates the thread when aborted (pass the job's signal). */
  signal?: AbortSignal;
}

// Evaluated as the thread's script (CommonJS): it loads the task module and runs its default
// export, or its named `run`, on the input, and posts the outcome back. A TypeScript task module
// (tests and tsx runs of the source; the production bundle's are JavaScript) first registers
// tsx's loader in the thread.
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
(workerData.tsxApi ? import(workerData.tsxApi).then((tsx) => tsx.register()) : Promise.resolve())
  .then(() => import(workerData.moduleUrl))
  .then(async (module) => {
    const task = module.default ?? module.run;
    if (typeof task !== 'function') throw new Error('The worker module exports no default or run function');
    parentPort.postMessage({ ok: true, output: await task(workerData.input) });
  })
  .catch((error) => {
    parentPort.postMessage({
      ok: false,
      error: { name: error?.name ?? 'Error', message: error?.message ?? String(error), stack: error?.stack },
    });
  });
`;

type Outcome = { ok: true; output: unknown } | { ok: false; error: { name: string; message: string; stack?: string } };

/**
 * Runs `task(input)` from the module at `modulePath` (a JavaScript file, absolute or relative to
 * the working directory; its default export or named `run`; a `.ts` file is loaded through tsx,
 * a development dependency, so only where it is installed) in a worker thread bounded in time
 * and heap. Resolves with the task's result (structured-cloned); rejects with `WorkerRunError`:
 * 'timeout', 'out-of-memory', 'aborted', 'failed' (the task threw; its message is kept) or
 * 'exited' (the thread ended without an answer). The thread is terminated in every case.
 */
export function runInWorker<Output = unknown>(
  modulePath: string,
  input: unknown,
  options: RunInWorkerOptions,
): Promise<Output> {
  const moduleUrl = pathToFileURL(path.resolve(modulePath)).href;
  const tsxApi = modulePath.endsWith('.ts') ? tsxLoaderPath() : undefined;
  return new Promise<Output>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new WorkerRunError('aborted', 'The worker was not started: aborted', { cause: options.signal.reason }));
      return;
    }
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { moduleUrl, input, tsxApi },
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb },
      // No inherited --import hooks or inspector flags: a .ts task module brings its own loader.
      execArgv: [],
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      void worker.terminate().finally(settle);
    };
    const fail = (reason: WorkerFailure, message: string, cause?: unknown) =>
      finish(() => reject(new WorkerRunError(reason, message, cause === undefined ? undefined : { cause })));
    const onAbort = () => fail('aborted', 'The worker was aborted', options.signal?.reason);
    const timer = setTimeout(
      () => fail('timeout', `The worker ran longer than ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    options.signal?.addEventListener('abort', onAbort, { once: true });

    worker.on('message', (outcome: Outcome) => {
      if (outcome.ok) finish(() => resolve(outcome.output as Output));
      else fail('failed', outcome.error.message, Object.assign(new Error(outcome.error.message), outcome.error));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        fail('out-of-memory', `The worker exceeded its ${options.maxOldGenerationSizeMb} MB heap`, error);
      } else {
        fail('failed', error.message, error);
      }
    });
    worker.on('exit', (code) => fail('exited', `The worker exited with code ${code} before answering`));
  });
}

/**
 * The URL of tsx's ES module loader API, resolved from here (the thread's eval'd script has no
 * module path of its own to resolve from), through tsx's package.json exports.
 */
function tsxLoaderPath(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = require(manifestPath) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports['./esm/api']!.import.default)).href;
}
