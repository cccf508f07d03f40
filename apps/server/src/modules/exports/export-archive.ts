import { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { EXPORTED_TABLES, exportedRows, ownedLogos, personPhoto, tableName, type Scope } from './export-tables.repo';

/**
 * The zip of one person's data: a JSON file per table (an array of rows, database column names),
 * the files they or their organisations uploaded, and a README saying what is where. Built as a
 * stream: rows are read in batches and files piped from storage while the zip is written, so a
 * large organisation's export never sits in memory.
 */

/** A stream that opens its source only when the zip comes to it: one open file at a time. */
function opened(open: () => Promise<Readable>): Readable {
  return Readable.from(
    (async function* () {
      yield* await open();
    })(),
  );
}

function jsonArray(rows: AsyncIterable<Record<string, unknown>>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const row of rows) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
        first = false;
      }
      yield first ? ']\n' : '\n]\n';
    })(),
  );
}

/** A file name safe in any zip tool: no path, no control characters, bounded. */
export function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what this replaces
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(-120);
  return cleaned || 'file';
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

function readme(scope: Scope, createdAt: Date) {
  return [
    `${PRODUCT_NAME} data export`,
    '',
    `Made ${createdAt.toISOString()} for the account ${scope.userId}.`,
    scope.ownedOrganizationIds.length
      ? `It holds everything of the ${scope.ownedOrganizationIds.length} organisation(s) you own, and what names you in others.`
      : 'You own no organisation: it holds your account and what names you in the organisations you are a member of.',
    '',
    'Each <table>.json file is an array of rows, with the database column names.',
    'Password hashes, sign-in tokens and search indexes are left out.',
    'files/documents/<document id>/<version>-<name> are the uploaded files, files/support/ the files of your support tickets, files/logos/ the logos, files/photo.* your profile photo.',
    '',
  ].join('\n');
}

/**
 * Adds the person's data to a new zip and finalises it; the returned archive is the zip's byte
 * stream (pipe it to storage). Errors reading a table or a file surface as the stream's error.
 */
export async function buildExportArchive(deps: { db: Database; storage: FileStorage }, scope: Scope, createdAt: Date) {
  // Loaded by the first export, not by every start of the server (issue 16).
  const { ZipArchive } = await import('archiver');
  const zip = new ZipArchive({ zlib: { level: 6 } });
  void (async () => {
    try {
      zip.append(readme(scope, createdAt), { name: 'README.txt', date: createdAt });
      for (const entry of EXPORTED_TABLES) {
        zip.append(jsonArray(exportedRows(deps.db, entry, scope)), {
          name: `${tableName(entry.table)}.json`,
          date: createdAt,
        });
      }
      await appendFiles(deps, scope, zip, createdAt);
      await zip.finalize();
    } catch (error) {
      zip.destroy(error as Error);
    }
  })();
  return zip;
}

async function appendFiles(deps: { db: Database; storage: FileStorage }, scope: Scope, zip: ZipArchive, date: Date) {
  const versions = EXPORTED_TABLES.find((entry) => tableName(entry.table) === 'document_versions')!;
  for await (const version of exportedRows(deps.db, versions, scope)) {
    const key = String(version.storage_key);
    if (!(await deps.storage.exists(key))) continue; // purged after its document was deleted
    const name = `files/documents/${String(version.document_id)}/${String(version.number)}-${safeFileName(String(version.file_name))}`;
    zip.append(
      opened(() => deps.storage.get(key).then((file) => file.stream)),
      { name, date },
    );
  }
  const attachments = EXPORTED_TABLES.find((entry) => tableName(entry.table) === 'support_attachments')!;
  for await (const attachment of exportedRows(deps.db, attachments, scope)) {
    const key = String(attachment.storage_key);
    if (!(await deps.storage.exists(key))) continue;
    const name = `files/support/${String(attachment.ticket_id)}/${String(attachment.id)}-${safeFileName(String(attachment.file_name))}`;
    zip.append(
      opened(() => deps.storage.get(key).then((file) => file.stream)),
      { name, date },
    );
  }
  const photo = await personPhoto(deps.db, scope);
  if (photo) {
    zip.append(Buffer.from(photo.bytes), {
      name: `files/photo.${IMAGE_EXTENSIONS[photo.content_type] ?? 'bin'}`,
      date,
    });
  }
  if (!scope.ownedOrganizationIds.length) return;
  const logos = await ownedLogos(deps.db, scope);
  for (const logo of logos) {
    const extension = IMAGE_EXTENSIONS[logo.content_type] ?? 'bin';
    zip.append(Buffer.from(logo.bytes), { name: `files/logos/${logo.organization_id}.${extension}`, date });
  }
}
