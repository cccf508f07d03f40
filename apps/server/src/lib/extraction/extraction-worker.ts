import { readPages, type DocumentFile, type DocumentPages } from './extract-pages';
import type { PagePart } from './pdf-text';
import { ExtractionError, type ExtractionProblem } from './problems';

/** What the main thread hands a worker: the file, and which part of a PDF's pages to read. */
export interface ExtractionTask {
  file: DocumentFile;
  part: PagePart;
}

/**
 * The worker thread's task (the extraction pool runs this module's default export): a problem of
 * the file comes back as a value, since only an error's message crosses the thread boundary.
 * Bundled on its own as dist/extraction-worker.js (apps/server/build.mjs).
 */
export type ExtractionOutcome =
  ({ ok: true } & DocumentPages) | { ok: false; problem: ExtractionProblem; message: string };

export default async function extractInWorker({ file, part }: ExtractionTask): Promise<ExtractionOutcome> {
  try {
    return { ok: true, ...(await readPages(file, part)) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, problem: error.problem, message: error.message };
    throw error;
  }
}
