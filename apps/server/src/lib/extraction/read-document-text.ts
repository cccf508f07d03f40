import { runInWorker, WorkerRunError } from '../jobs/worker';
import type { ExtractionOutcome } from './extraction-worker';
import type { DocumentFile, DocumentPages } from './extract-pages';
import { ExtractionError, problemMessages } from './problems';
import { extractionWorkerPath } from './worker-path';

export interface ReadBounds {
  /** Wall-clock bound of the whole read; past it the thread is terminated ('timeout'). */
  timeoutMs: number;
  /** The thread's JavaScript heap bound; running out of it is 'too_large'. */
  maxHeapMb: number;
  /** The job's signal: aborting terminates the thread. */
  signal?: AbortSignal;
}

/**
 * The text of a stored document, read in a worker thread bounded in time and heap (the document
 * library's background job). Rejects with ExtractionError for a problem of the file —
 * 'encrypted', 'no_text', 'damaged', 'too_large' (a zip bomb, or out of memory), 'timeout' — whose
 * message says what to do; with WorkerRunError when the run itself failed, not the file:
 * 'aborted' (the signal), 'failed' or 'exited' (the worker could not run, e.g. its module is missing).
 */
export function readDocumentText(file: DocumentFile, bounds: ReadBounds): Promise<DocumentPages> {
  return readDocumentTextWith(extractionWorkerPath(), file, bounds);
}

/** {@link readDocumentText} with the worker module named (the benchmark runs the built one). */
export async function readDocumentTextWith(
  workerModule: string,
  file: DocumentFile,
  bounds: ReadBounds,
): Promise<DocumentPages> {
  let outcome: ExtractionOutcome;
  try {
    // The bytes are copied to the thread (structured clone): the caller keeps its buffer. A view
    // into a larger buffer (a pooled Buffer, a subarray) would copy all of it: hand over its bytes only.
    const { bytes } = file;
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    outcome = await runInWorker<ExtractionOutcome>(
      workerModule,
      { ...file, bytes: whole ? bytes : bytes.slice() },
      {
        timeoutMs: bounds.timeoutMs,
        maxOldGenerationSizeMb: bounds.maxHeapMb,
        ...(bounds.signal ? { signal: bounds.signal } : {}),
      },
    );
  } catch (error) {
    if (error instanceof WorkerRunError && error.reason === 'timeout') {
      throw new ExtractionError('timeout', problemMessages.timeout(file.fileName, bounds.timeoutMs), error);
    }
    if (error instanceof WorkerRunError && error.reason === 'out-of-memory') {
      throw new ExtractionError('too_large', problemMessages.tooLargeToRead(file.fileName, bounds.maxHeapMb), error);
    }
    throw error;
  }
  if (!outcome.ok) throw new ExtractionError(outcome.problem, outcome.message);
  return { paged: outcome.paged, pages: outcome.pages };
}
