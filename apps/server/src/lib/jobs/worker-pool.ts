import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

export type WorkerFailure = 'timeout' | 'out-of-memory' | 'aborted' | 'failed' | 'exited';

/** Why a pool's task gave up; a thread that ran out of time or memory is gone by then. */
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

export interface WorkerPoolOptions {
  /** The task module (a JavaScript file, or `.ts` through tsx where it is installed): its default export. */
  module: string;
  /** Threads at most; tasks beyond them wait in the pool's queue. */
  maxThreads: number;
  /**
   * V8's old-generation heap bound of each thread. Memory outside the JavaScript heap — Buffers,
   * ArrayBuffers, native allocations — is not counted: bound the input's size before handing it over.
   */
  maxOldGenerationSizeMb: number;
  /** An idle thread ends after this long; the next task starts a new one. */
  idleTimeoutMs?: number;
}

export interface RunOptions {
  /** Wall-clock bound of the task, its wait for a thread included; the thread is terminated when it passes. */
  timeoutMs: number;
  /** Terminates the task's thread when aborted (pass the job's signal). */
  signal?: AbortSignal;
}

export interface WorkerPool {
  readonly maxThreads: number;
  /** Threads running now (started on demand, ended when idle or closed). */
  readonly liveThreads: number;
  /**
   * Runs the task on `input` in one of the pool's threads, kept warm between tasks. Resolves with
   * its result (structured-cloned); rejects with WorkerRunError: 'timeout', 'out-of-memory',
   * 'aborted', 'failed' (the task threw; its message is kept) or 'exited' (the thread ended
   * without an answer). A thread that timed out, was aborted or ran out of memory is replaced.
   */
  run<Output>(input: unknown, options: RunOptions): Promise<Output>;
  /** Ends the threads; tasks still running are terminated. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads for CPU-heavy work off the event loop (piscina): threads start on
 * demand, stay for the next task while it comes soon, and are bounded in heap; every task is
 * bounded in time.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const typescript = options.module.endsWith('.ts');
  const taskModule = pathToFileURL(path.resolve(options.module)).href;
  const piscina = new Piscina({
    filename: typescript ? new URL('./ts-task.mjs', import.meta.url).href : taskModule,
    workerData: typescript ? { taskModule, tsxApi: tsxLoaderUrl() } : undefined,
    minThreads: 0,
    maxThreads: options.maxThreads,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb },
    // No inherited --import hooks or inspector flags: a .ts task module brings its own loader.
    execArgv: [],
  });

  async function run<Output>(input: unknown, runOptions: RunOptions): Promise<Output> {
    if (runOptions.signal?.aborted) {
      throw new WorkerRunError('aborted', 'The task was not started: aborted', { cause: runOptions.signal.reason });
    }
    const timeout = AbortSignal.timeout(runOptions.timeoutMs);
    const signal = runOptions.signal ? AbortSignal.any([runOptions.signal, timeout]) : timeout;
    try {
      return (await piscina.run(input, { signal })) as Output;
    } catch (error) {
      if (timeout.aborted) {
        throw new WorkerRunError('timeout', `The task ran longer than ${runOptions.timeoutMs} ms`, { cause: error });
      }
      if (runOptions.signal?.aborted) {
        throw new WorkerRunError('aborted', 'The task was aborted', { cause: runOptions.signal.reason });
      }
      throw classify(error, options.maxOldGenerationSizeMb);
    }
  }

  return {
    maxThreads: options.maxThreads,
    get liveThreads() {
      return piscina.threads.length;
    },
    run,
    close: () => piscina.destroy(),
  };
}

function classify(error: unknown, heapMb: number): WorkerRunError {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new WorkerRunError('out-of-memory', `The task exceeded its thread's ${heapMb} MB heap`, { cause: error });
  }
  // piscina's words for a thread that ended while it held the task.
  if (typeof message === 'string' && /^worker exited|terminat/i.test(message)) {
    return new WorkerRunError('exited', `The worker thread ended before answering: ${message}`, { cause: error });
  }
  return new WorkerRunError('failed', message ?? String(error), { cause: error });
}

/**
 * The URL of tsx's ES module loader API, resolved from here through tsx's package.json exports
 * (the thread's loader module has no way to find a development dependency of its own).
 */
function tsxLoaderUrl(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = require(manifestPath) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports['./esm/api']!.import.default)).href;
}
