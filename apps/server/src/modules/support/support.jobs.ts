import type { Database } from '../../db/client';
import type { DefineOptions } from '../../lib/jobs';
import type { FileStorage } from '../../lib/storage';
import * as repo from './support.repo';

export const PURGE_UPLOADS_JOB = 'purge-unattached-support-files';

export type SupportJobs = { [PURGE_UPLOADS_JOB]: Record<string, never> };

/** A file uploaded for a message that was never sent is kept this long (a form left open), then removed. */
export const KEEP_UNATTACHED_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export async function purgeUnattachedUploads(deps: {
  db: Database;
  storage: FileStorage;
  now: () => Date;
  log: { info(object: object, message: string): void };
}) {
  const before = new Date(deps.now().getTime() - KEEP_UNATTACHED_MS);
  let purged = 0;
  for (;;) {
    const batch = await repo.listUnattachedBefore(deps.db, before, BATCH);
    for (const upload of batch) {
      // The row first, and only while still unattached: a message sent meanwhile keeps its file.
      if (!(await repo.deleteUnattached(deps.db, upload.id))) continue;
      await deps.storage.delete(upload.storageKey);
      purged += 1;
    }
    if (batch.length < BATCH) break;
  }
  if (purged) deps.log.info({ purged }, 'removed support uploads never attached to a message');
  return purged;
}

/** Defines the daily sweep of unattached uploads; `server.ts` schedules it. */
export function defineSupportJobs(
  jobs: { define(name: typeof PURGE_UPLOADS_JOB, handler: () => Promise<void>, options?: DefineOptions): void },
  deps: Parameters<typeof purgeUnattachedUploads>[0],
) {
  jobs.define(PURGE_UPLOADS_JOB, async () => {
    await purgeUnattachedUploads(deps);
  });
}
