import os from 'node:os';
import { createWorkerPool, WorkerRunError, type WorkerPool } from '../jobs/worker-pool';
import type { ExtractionOutcome, ExtractionTask } from './extraction-worker';
import { requireText, type DocumentFile, type DocumentPages } from './extract-pages';
import { WHOLE, type PagePart } from './pdf-text';
import { ExtractionError, problemMessages } from './problems';
import { extractionWorkerPath } from './worker-path';

export interface ExtractionPoolOptions {
  /** Each thread's JavaScript heap bound; running out of it is 'too_large'. */
  maxHeapMb: number;
  /** Threads at most (default: the machine's cores, up to 4). */
  threads?: number;
  /** The worker's module (default: the one beside this code; the benchmark names the built one). */
  module?: string;
}

/** The threads that read documents: started on demand, kept warm for the next file. */
export interface ExtractionPool {
  readonly threads: number;
  readonly maxHeapMb: number;
  readonly workers: WorkerPool;
  close(): Promise<void>;
}

export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const threads = options.threads ?? Math.max(1, Math.min(4, os.availableParallelism()));
  const workers = createWorkerPool({
    module: options.module ?? extractionWorkerPath(),
    maxThreads: threads,
    maxOldGenerationSizeMb: options.maxHeapMb,
  });
  return { threads, maxHeapMb: options.maxHeapMb, workers, close: () => workers.close() };
}

export interface ReadBounds {
  /** Wall-clock bound of the whole read; past it the threads are terminated ('timeout'). */
  timeoutMs: number;
  /** The job's signal: aborting terminates the threads. */
  signal?: AbortSignal;
}

/**
 * PDFs from this size on are read in parts, one per thread, at once: pdf.js reads a page at a
 * time in one thread, so a long document would otherwise leave the other cores idle. Below it,
 * parsing the file once per thread costs more than the pages it spreads.
 */
export const PARTS_FROM_BYTES = 256 * 1024;

/**
 * The text of a stored document, read in the pool's threads, bounded in time and heap (the
 * document library's background job). Rejects with ExtractionError for a problem of the file —
 * 'encrypted', 'no_text', 'damaged', 'too_large' (a zip bomb, or out of memory), 'timeout' — whose
 * message says what to do; with WorkerRunError when the run itself failed, not the file:
 * 'aborted' (the signal), 'failed' or 'exited' (the worker could not run, e.g. its module is missing).
 */
export async function readDocumentText(
  pool: ExtractionPool,
  file: DocumentFile,
  bounds: ReadBounds,
): Promise<DocumentPages> {
  // The bytes are copied to each thread (structured clone): the caller keeps its buffer. A view
  // into a larger buffer (a pooled Buffer, a subarray) would copy all of it: hand over its bytes only.
  const { bytes } = file;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const task = { ...file, bytes: whole ? bytes : bytes.slice() };
  const partCount = file.fileType === 'pdf' && bytes.byteLength >= PARTS_FROM_BYTES ? pool.threads : 1;
  const parts: PagePart[] =
    partCount === 1 ? [WHOLE] : Array.from({ length: partCount }, (_, index) => ({ index, of: partCount }));

  // The first part to fail ends the others: its reason is the file's.
  const siblings = new AbortController();
  const signal = bounds.signal ? AbortSignal.any([bounds.signal, siblings.signal]) : siblings.signal;
  const reads = parts.map((part) =>
    pool.workers
      .run<ExtractionOutcome>({ file: task, part } satisfies ExtractionTask, { timeoutMs: bounds.timeoutMs, signal })
      .then((outcome) => {
        if (!outcome.ok) throw new ExtractionError(outcome.problem, outcome.message);
        return outcome;
      }),
  );
  for (const read of reads) read.catch(() => siblings.abort());
  let outcomes: DocumentPages[];
  try {
    outcomes = await Promise.all(reads);
  } catch (error) {
    throw asFileProblem(error, file, pool, bounds);
  }
  return requireText(file, { paged: outcomes[0]!.paged, pages: outcomes.flatMap((outcome) => outcome.pages) });
}

/** A thread's time or memory running out is a problem of the file; anything else stays as it is. */
function asFileProblem(error: unknown, file: DocumentFile, pool: ExtractionPool, bounds: ReadBounds): unknown {
  if (error instanceof WorkerRunError && error.reason === 'timeout') {
    return new ExtractionError('timeout', problemMessages.timeout(file.fileName, bounds.timeoutMs), error);
  }
  if (error instanceof WorkerRunError && error.reason === 'out-of-memory') {
    return new ExtractionError('too_large', problemMessages.tooLargeToRead(file.fileName, pool.maxHeapMb), error);
  }
  return error;
}
