import { extractPages, type DocumentFile, type DocumentPages } from './extract-pages';
import { ExtractionError, type ExtractionProblem } from './problems';

/**
 * The worker thread's task (runInWorker runs this module's default export): a problem of the
 * file comes back as a value, since only an error's name and message cross the thread boundary.
 * Bundled on its own as dist/extraction-worker.js (apps/server/build.mjs).
 */
export type ExtractionOutcome =
  ({ ok: true } & DocumentPages) | { ok: false; problem: ExtractionProblem; message: string };

export default async function extractInWorker(file: DocumentFile): Promise<ExtractionOutcome> {
  try {
    return { ok: true, ...(await extractPages(file)) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, problem: error.problem, message: error.message };
    throw error;
  }
}
