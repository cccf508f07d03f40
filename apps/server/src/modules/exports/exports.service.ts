import { DATA_EXPORT_KEEP_DAYS, type DataExport } from '@grantpilot/shared/contracts/data-exports';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { settingsLink } from '../../lib/links';
import type { Mailer } from '../../lib/mail';
import type { FileStorage } from '../../lib/storage';
import { getUserSummaries } from '../users';
import { buildExportArchive } from './export-archive';
import { exportScope } from './export-tables.repo';
import * as repo from './exports.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An export larger than this is refused rather than filling the disk (the whole library's size). */
const MAX_EXPORT_BYTES = 50 * 1024 * 1024 * 1024;

export interface ExportDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** Storage keys are built from ids only (file-storage.ts). */
export const exportKey = (id: string) => `exports/${id}`;

const toDataExport = (row: repo.DataExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  size: row.size,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export async function listDataExports(db: Database, userId: string) {
  return { exports: (await repo.listExports(db, userId)).map(toDataExport) };
}

/** Starts an export; one at a time per person (409 while one is being made). */
export async function requestDataExport(
  db: Database,
  userId: string,
  queue: (exportId: string) => Promise<void>,
  now: () => Date,
): Promise<DataExport> {
  if (await repo.findUnfinished(db, userId)) {
    throw new AppError('CONFLICT', 'Your data export is already being made. It will be ready in a few minutes.');
  }
  // The app's clock, as for its expiry: the file's name and the purge agree on the day.
  const row = await repo.insertExport(db, userId, now());
  try {
    await queue(row.id);
  } catch {
    // Not left 'queued' with no job to make it (that would refuse every later request): it
    // failed, and says so; the person can ask again.
    const finishedAt = now();
    const failed = {
      status: 'failed' as const,
      failure: 'The export could not be started: the server is starting or stopping. Try again in a moment.',
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS),
    };
    await repo.updateExport(db, row.id, failed);
    return toDataExport({ ...row, ...failed });
  }
  return toDataExport(row);
}

/** The zip of a ready export of the person's (404 for anyone else's, or one not ready). */
export async function openDataExport(deps: Pick<ExportDeps, 'db' | 'storage'>, userId: string, id: string) {
  const row = await repo.findExport(deps.db, userId, id);
  if (!row || row.status !== 'ready')
    throw new AppError('NOT_FOUND', 'This data export does not exist or is not ready');
  const file = await deps.storage.get(exportKey(row.id));
  return { ...file, createdAt: row.createdAt };
}

/** The background job: builds the zip into storage, then tells the person by email. */
export async function buildDataExport(deps: ExportDeps, id: string) {
  const row = await repo.findExportById(deps.db, id);
  if (!row || row.status === 'ready') return;
  await repo.updateExport(deps.db, id, { status: 'building' });
  try {
    const scope = await exportScope(deps.db, row.userId);
    const archive = await buildExportArchive(deps, scope, row.createdAt);
    const stored = await deps.storage.put(exportKey(id), archive, {
      contentType: 'application/zip',
      maxBytes: MAX_EXPORT_BYTES,
    });
    const finishedAt = deps.now();
    await repo.updateExport(deps.db, id, {
      status: 'ready',
      size: stored.size,
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS),
    });
    await notify(deps, row.userId);
  } catch (error) {
    deps.log.warn({ err: error, exportId: id }, 'data export failed');
    const finishedAt = deps.now();
    await repo.updateExport(deps.db, id, {
      status: 'failed',
      failure: 'The export could not be made because of a problem on our side. Try again, or ask your administrator.',
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS),
    });
    await deps.storage.delete(exportKey(id));
  }
}

async function notify(deps: ExportDeps, userId: string) {
  const person = (await getUserSummaries(deps.db, [userId])).get(userId);
  if (!person) return;
  try {
    await deps.mailer.send({
      to: person.email,
      subject: `Your ${PRODUCT_NAME} data export is ready`,
      text:
        `Hello ${person.name},\n\n` +
        `The export of your data you asked for is ready. Download it from your settings within ${DATA_EXPORT_KEEP_DAYS} days:\n\n` +
        `${settingsLink(deps.publicUrl)}\n\n` +
        `If you did not ask for it, change your password: someone else may have signed in as you.\n`,
    });
  } catch (error) {
    // The export is there whether or not the email went: the settings page shows it.
    deps.log.warn({ err: error, userId }, 'data export email not sent');
  }
}

/** Deletes expired exports' files and rows. */
export async function purgeExpiredExports(deps: Pick<ExportDeps, 'db' | 'storage' | 'now'>) {
  for (;;) {
    const expired = await repo.listExpired(deps.db, deps.now(), 100);
    for (const { id } of expired) {
      await deps.storage.delete(exportKey(id));
      await repo.deleteExport(deps.db, id);
    }
    if (expired.length < 100) return;
  }
}

/**
 * Before an account is deleted: its exports' files go (the rows go with the account). Run inside
 * the deletion's transaction; a deletion that then fails has lost only its exports.
 */
export async function deleteDataExportsOf(deps: Pick<ExportDeps, 'db' | 'storage'>, userId: string) {
  for (const row of await repo.listExports(deps.db, userId)) await deps.storage.delete(exportKey(row.id));
}
