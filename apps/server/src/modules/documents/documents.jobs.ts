import { buffer } from 'node:stream/consumers';
import {
  DOCUMENT_RESTORE_DAYS,
  EXTRACTION_PROBLEMS,
  type ExtractionProblem,
} from '@grantpilot/shared/contracts/documents';
import type { Database } from '../../db/client';
import { ExtractionError, readDocumentText, type ExtractionPool } from '../../lib/extraction';
import type { DefineOptions, JobHandler } from '../../lib/jobs';
import type { FileStorage } from '../../lib/storage';
import { splitIntoParts } from './document-files';
import * as repo from './documents.repo';

export const EXTRACT_JOB = 'extract-document';
export const PURGE_JOB = 'purge-deleted-documents';
export const SWEEP_JOB = 'requeue-stalled-extractions';

/** The documents module's jobs, by name, with their data. */
export type DocumentJobs = {
  [EXTRACT_JOB]: { versionId: string };
  [PURGE_JOB]: Record<string, never>;
  [SWEEP_JOB]: Record<string, never>;
};

interface JobDefiner {
  define<Name extends keyof DocumentJobs & string>(
    name: Name,
    handler: JobHandler<Name, DocumentJobs[Name]>,
    options?: DefineOptions,
  ): void;
  send(name: typeof EXTRACT_JOB, data: { versionId: string }, options: { singletonKey: string }): Promise<unknown>;
}

export interface ExtractionBounds {
  /** One file's extraction time bound. */
  timeoutMs: number;
  /** One file's JavaScript heap bound. */
  maxHeapMb: number;
}

export const DEFAULT_EXTRACTION_BOUNDS: ExtractionBounds = { timeoutMs: 120_000, maxHeapMb: 768 };

const RETRIES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A version still processing this long after its upload lost its job (a send that failed). */
const STALLED_AFTER_MS = 10 * 60 * 1000;
const PURGE_BATCH = 200;

/** What to tell the person when a version could not be read for a reason not in the file. */
const UNREADABLE =
  'The text could not be read because of a problem on our side. Upload the file again, or ask your administrator to check the server.';

export interface DocumentJobDeps {
  db: Database;
  storage: FileStorage;
  bounds: ExtractionBounds;
  /** The threads that read the files (created with bounds.maxHeapMb). */
  readers: ExtractionPool;
  now: () => Date;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** Reads a version's text into pages and marks it ready, or failed with the reason. */
export async function extractVersion(deps: DocumentJobDeps, versionId: string, signal: AbortSignal, lastTry: boolean) {
  const version = await repo.findVersionById(deps.db, versionId);
  if (!version || version.state !== 'processing') return;
  try {
    const file = await deps.storage.get(version.storageKey);
    const bytes = await buffer(file.stream);
    const text = await readDocumentText(
      deps.readers,
      { bytes, fileType: version.fileType, encoding: version.encoding ?? undefined, fileName: version.fileName },
      { timeoutMs: deps.bounds.timeoutMs, signal },
    );
    const pages = text.paged ? text.pages : splitIntoParts(text.pages.join(''));
    await deps.db.transaction((tx) => repo.saveExtractedText(tx, version, pages));
  } catch (error) {
    if (error instanceof ExtractionError && isProblem(error.problem)) {
      await repo.markExtractionFailed(deps.db, versionId, error.problem, error.message);
      return;
    }
    if (error instanceof ExtractionError) {
      // A type the upload check let through but the reader does not take: for the person, damaged.
      await repo.markExtractionFailed(deps.db, versionId, 'damaged', error.message);
      return;
    }
    // Storage, database or worker trouble (not the file's): retried with backoff, then said so.
    if (lastTry) await repo.markExtractionFailed(deps.db, versionId, 'damaged', UNREADABLE);
    throw error;
  }
}

const isProblem = (problem: string): problem is ExtractionProblem =>
  (EXTRACTION_PROBLEMS as readonly string[]).includes(problem);

/**
 * Removes documents deleted more than 30 days ago (their files first, then their rows), and the
 * files of deleted organisations (their rows went with the organisation).
 */
export async function purgeDeletedDocuments(deps: Pick<DocumentJobDeps, 'db' | 'storage' | 'now' | 'log'>) {
  for (const organizationId of await repo.listDeletedOrganizations(deps.db, PURGE_BATCH)) {
    await deps.storage.deleteAll(`orgs/${organizationId}`);
    await repo.forgetDeletedOrganization(deps.db, organizationId);
  }
  const before = new Date(deps.now().getTime() - DOCUMENT_RESTORE_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await repo.listPurgeable(deps.db, before, PURGE_BATCH);
    for (const document of batch) {
      // Files go first: a failure leaves the row, and the next run tries again.
      for (const key of document.storageKeys) await deps.storage.delete(key);
      await repo.deleteDocumentRow(deps.db, document.id);
      purged += 1;
    }
    if (batch.length < PURGE_BATCH) break;
  }
  if (purged) deps.log.info({ purged }, 'purged documents deleted more than 30 days ago');
  return purged;
}

export function defineDocumentJobs(jobs: JobDefiner, deps: DocumentJobDeps) {
  jobs.define(EXTRACT_JOB, (job) => extractVersion(deps, job.data.versionId, job.signal, job.retryCount >= RETRIES), {
    // One run per version at a time; a send while one is queued is dropped.
    policy: 'stately',
    retryLimit: RETRIES,
    retryDelaySeconds: 10,
    retryBackoff: true,
    // The worker's own bound comes first; this one catches an instance that died mid-run.
    expireInSeconds: Math.ceil(deps.bounds.timeoutMs / 1000) + 60,
  });
  jobs.define(PURGE_JOB, async () => {
    await purgeDeletedDocuments(deps);
  });
  jobs.define(SWEEP_JOB, async () => {
    const stalled = await repo.listStalledVersions(deps.db, new Date(deps.now().getTime() - STALLED_AFTER_MS));
    for (const versionId of stalled) await jobs.send(EXTRACT_JOB, { versionId }, { singletonKey: versionId });
  });
}
