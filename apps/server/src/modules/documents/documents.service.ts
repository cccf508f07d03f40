import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_RESTORE_DAYS,
  type DocumentListParams,
  type DocumentVersion,
  type GrantDocument,
  type GrantDocumentDetail,
  type UpdateDocumentBody,
} from '@grantpilot/shared/contracts/documents';
import type { DocumentText } from '@grantpilot/shared/contracts/analysis';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { storeCheckedFile, type IncomingFile } from '../../lib/uploads';
import { invalidField } from '../../lib/validation';
import { recordActivity, type Actor } from '../activity';
import { requireApplicationSummary } from '../applications';
import { requireProject } from '../projects';
import { documentNameOf, storageKeyOf } from './document-files';
import * as repo from './documents.repo';
import { nameSnippets, pageSnippets, searchDocuments, snippetParts } from './documents-search.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the documents module needs from the app: its database, file store and job queue. */
export interface DocumentDeps {
  db: Database;
  storage: FileStorage;
  maxBytes: number;
  /** Queues the extraction of a version's text (a job on the queue; see documents.jobs.ts). */
  queueExtraction(versionId: string): Promise<void>;
  now(): Date;
}

function toVersion(row: repo.VersionRow, uploaderName: string | null): DocumentVersion {
  return {
    id: row.id,
    number: row.number,
    fileName: row.fileName,
    fileType: row.fileType,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    state: row.state,
    problem: row.problem,
    problemMessage: row.problemMessage,
    pageCount: row.pageCount,
    uploadedBy: row.uploadedBy ? { userId: row.uploadedBy, name: uploaderName ?? 'Former member' } : null,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export function toDocument(view: repo.DocumentView): GrantDocument {
  const { document } = view;
  return {
    id: document.id,
    name: document.name,
    kind: document.kind,
    project: document.projectId ? { id: document.projectId, name: view.projectName ?? '' } : null,
    application: document.applicationId ? { id: document.applicationId, name: view.applicationTitle ?? '' } : null,
    currentVersion: toVersion(view.version, view.uploaderName),
    versionCount: view.versionCount,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    deletedAt: document.deletedAt?.toISOString() ?? null,
    purgeAfter: document.deletedAt
      ? new Date(document.deletedAt.getTime() + DOCUMENT_RESTORE_DAYS * DAY_MS).toISOString()
      : null,
  };
}

/** A document of the organisation; one in the bin only when asked for (admins restoring it). */
export async function requireDocument(
  db: Database,
  organizationId: string,
  documentId: string,
  options: { includeDeleted?: boolean } = {},
) {
  const view = await repo.findDocument(db, organizationId, documentId);
  if (!view || (view.document.deletedAt && !options.includeDeleted)) {
    throw new AppError('NOT_FOUND', 'Document not found');
  }
  return view;
}

export async function getDocumentDetail(
  db: Database,
  organizationId: string,
  documentId: string,
  includeDeleted: boolean,
): Promise<GrantDocumentDetail> {
  const view = await requireDocument(db, organizationId, documentId, { includeDeleted });
  const versions = await repo.listVersions(db, documentId);
  return {
    ...toDocument(view),
    versions: versions.map((row) => toVersion(row.version, row.uploaderName)),
  };
}

/** The links a document may have: a project and an application of the same organisation. */
async function checkLinks(
  db: Database,
  organizationId: string,
  links: { projectId?: string | null | undefined; applicationId?: string | null | undefined },
  path: 'query' | 'body',
) {
  if (links.projectId) {
    await requireProject(db, organizationId, links.projectId).catch(() => {
      throw invalidField(`${path}.projectId`, 'is not a project of this organisation');
    });
  }
  if (links.applicationId) {
    await requireApplicationSummary(db, organizationId, links.applicationId).catch(() => {
      throw invalidField(`${path}.applicationId`, 'is not an application of this organisation');
    });
  }
}

export type { IncomingFile };

/**
 * Streams an upload into storage (type from its bytes, metered; `lib/uploads.ts`). Nothing is
 * kept when anything fails.
 */
async function storeUpload(deps: DocumentDeps, organizationId: string, documentId: string, file: IncomingFile) {
  const versionId = randomUUID();
  const key = storageKeyOf(organizationId, documentId, versionId);
  const { fileName, detected, stored } = await storeCheckedFile(deps.storage, key, file, deps.maxBytes);
  return { versionId, key, fileName, detected, stored };
}

type StoredUpload = Awaited<ReturnType<typeof storeUpload>>;

function versionValues(upload: StoredUpload, organizationId: string, documentId: string, actor: Actor, number: number) {
  return {
    id: upload.versionId,
    organizationId,
    documentId,
    number,
    fileName: upload.fileName,
    fileType: upload.detected.kind,
    mimeType: upload.detected.mimeType,
    encoding: upload.detected.encoding ?? null,
    sizeBytes: upload.stored.size,
    sha256: upload.stored.sha256,
    storageKey: upload.key,
    uploadedBy: actor.uid,
  };
}

/** Runs `write` with the upload stored; when it fails, the stored file goes too. */
async function keepOnlyIfWritten<T>(deps: DocumentDeps, upload: StoredUpload, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deps.storage.delete(upload.key);
    throw error;
  }
}

function duplicateError(existing: { id: string; name: string; number: number }, sameDocument: boolean) {
  const message = sameDocument
    ? `This file is the same as version ${existing.number} of "${existing.name}": nothing new to upload.`
    : `This file is already in the library as "${existing.name}" (version ${existing.number}). Upload it as a new version of that document, or keep both.`;
  return new AppError('DUPLICATE_DOCUMENT', message, undefined, { id: existing.id, name: existing.name });
}

/** Queued after the rows are written; a failure to queue is picked up by the sweep. */
async function queueExtractionSafely(deps: DocumentDeps, versionId: string, log: (error: unknown) => void) {
  try {
    await deps.queueExtraction(versionId);
  } catch (error) {
    log(error);
  }
}

export async function uploadDocument(
  deps: DocumentDeps,
  actor: Actor,
  organizationId: string,
  query: {
    kind: GrantDocument['kind'];
    name?: string | undefined;
    projectId?: string | undefined;
    applicationId?: string | undefined;
    allowDuplicate: boolean;
  },
  file: IncomingFile,
  log: (error: unknown) => void,
): Promise<GrantDocument> {
  await checkLinks(deps.db, organizationId, query, 'query');
  const documentId = randomUUID();
  const upload = await storeUpload(deps, organizationId, documentId, file);
  await keepOnlyIfWritten(deps, upload, async () => {
    if (!query.allowDuplicate) {
      const existing = await repo.findDocumentWithBytes(deps.db, organizationId, upload.stored.sha256);
      if (existing) throw duplicateError(existing, false);
    }
    const name = query.name ?? documentNameOf(upload.fileName);
    await deps.db.transaction(async (tx) => {
      await repo.insertDocument(tx, {
        id: documentId,
        organizationId,
        name,
        kind: query.kind,
        projectId: query.projectId ?? null,
        applicationId: query.applicationId ?? null,
        createdBy: actor.uid,
      });
      await repo.insertVersion(tx, versionValues(upload, organizationId, documentId, actor, 1));
      await repo.updateDocument(tx, organizationId, documentId, { currentVersionId: upload.versionId });
      await recordActivity(tx, actor, {
        organizationId,
        action: 'document.uploaded',
        entityType: 'document',
        entityId: documentId,
        projectId: query.projectId ?? null,
        summary: `uploaded the document ${name}`,
      });
    });
  });
  await queueExtractionSafely(deps, upload.versionId, log);
  return toDocument(await requireDocument(deps.db, organizationId, documentId));
}

export async function uploadVersion(
  deps: DocumentDeps,
  actor: Actor,
  organizationId: string,
  documentId: string,
  file: IncomingFile,
  log: (error: unknown) => void,
): Promise<GrantDocumentDetail> {
  const view = await requireDocument(deps.db, organizationId, documentId);
  const upload = await storeUpload(deps, organizationId, documentId, file);
  await keepOnlyIfWritten(deps, upload, async () => {
    if (upload.stored.sha256 === view.version.sha256) {
      throw duplicateError({ id: documentId, name: view.document.name, number: view.version.number }, true);
    }
    await deps.db.transaction(async (tx) => {
      const number = await repo.nextVersionNumber(tx, documentId);
      await repo.insertVersion(tx, versionValues(upload, organizationId, documentId, actor, number));
      await repo.updateDocument(tx, organizationId, documentId, { currentVersionId: upload.versionId });
      await recordActivity(tx, actor, {
        organizationId,
        action: 'document.version_uploaded',
        entityType: 'document',
        entityId: documentId,
        projectId: view.document.projectId,
        summary: `uploaded version ${number} of the document ${view.document.name}`,
      });
    });
  });
  await queueExtractionSafely(deps, upload.versionId, log);
  return getDocumentDetail(deps.db, organizationId, documentId, false);
}

const KIND_WORDS: Record<GrantDocument['kind'], string> = {
  call_for_proposals: 'call for proposals',
  guidelines: 'guidelines',
  narrative: 'narrative',
  budget: 'budget',
  report: 'report',
  letter: 'letter',
  other: 'other',
};

export async function updateDocument(
  db: Database,
  actor: Actor,
  organizationId: string,
  documentId: string,
  body: UpdateDocumentBody,
): Promise<GrantDocument> {
  const view = await requireDocument(db, organizationId, documentId);
  await checkLinks(db, organizationId, body, 'body');
  const before = view.document;
  const changes: string[] = [];
  if (body.name !== undefined && body.name !== before.name) changes.push(`renamed it to ${body.name}`);
  if (body.kind !== undefined && body.kind !== before.kind) changes.push(`set its kind to ${KIND_WORDS[body.kind]}`);
  if (body.projectId !== undefined && body.projectId !== before.projectId) {
    changes.push(body.projectId ? 'linked it to a project' : 'unlinked it from its project');
  }
  if (body.applicationId !== undefined && body.applicationId !== before.applicationId) {
    changes.push(body.applicationId ? 'linked it to an application' : 'unlinked it from its application');
  }
  if (!changes.length) return toDocument(view);
  await db.transaction(async (tx) => {
    await repo.updateDocument(tx, organizationId, documentId, body);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'document.updated',
      entityType: 'document',
      entityId: documentId,
      projectId: body.projectId ?? before.projectId,
      summary: `changed the document ${before.name}: ${changes.join(', ')}`,
      before: {
        name: before.name,
        kind: before.kind,
        projectId: before.projectId,
        applicationId: before.applicationId,
      },
      after: body,
    });
  });
  return toDocument(await requireDocument(db, organizationId, documentId));
}

/** Into the bin: hidden from the library, restorable by admins for 30 days. */
export async function deleteDocument(
  db: Database,
  actor: Actor,
  organizationId: string,
  documentId: string,
  now: Date,
) {
  const view = await requireDocument(db, organizationId, documentId);
  await db.transaction(async (tx) => {
    await repo.updateDocument(tx, organizationId, documentId, { deletedAt: now, deletedBy: actor.uid });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'document.deleted',
      entityType: 'document',
      entityId: documentId,
      projectId: view.document.projectId,
      summary: `deleted the document ${view.document.name}`,
    });
  });
}

export async function restoreDocument(
  db: Database,
  actor: Actor,
  organizationId: string,
  documentId: string,
): Promise<GrantDocument> {
  const view = await requireDocument(db, organizationId, documentId, { includeDeleted: true });
  if (!view.document.deletedAt) throw new AppError('CONFLICT', 'This document is not deleted.');
  await db.transaction(async (tx) => {
    await repo.updateDocument(tx, organizationId, documentId, { deletedAt: null, deletedBy: null });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'document.restored',
      entityType: 'document',
      entityId: documentId,
      projectId: view.document.projectId,
      summary: `restored the document ${view.document.name}`,
    });
  });
  return toDocument(await requireDocument(db, organizationId, documentId));
}

export async function listDeletedDocuments(
  db: Database,
  organizationId: string,
  page: { page: number; pageSize: number },
) {
  const { rows, total } = await repo.listDeletedDocuments(db, organizationId, page);
  return {
    documents: rows.map((view) => ({
      ...toDocument(view),
      deletedBy: view.document.deletedBy
        ? { userId: view.document.deletedBy, name: view.deleterName ?? 'Former member' }
        : null,
    })),
    total,
    ...page,
  };
}

/** The library's documents: a page in the order asked, or with `q` the best matches first. */
export async function listDocuments(db: Database, organizationId: string, query: DocumentListParams) {
  const page = { page: query.page, pageSize: query.pageSize };
  if (!query.q) {
    const { rows, total, totalExact } = await repo.listDocuments(db, organizationId, query);
    return { documents: rows.map((view) => ({ ...toDocument(view), hit: null })), total, totalExact, ...page };
  }
  const q = query.q;
  const { rows: hits, total, totalExact } = await searchDocuments(db, organizationId, { ...query, q });
  const views = new Map(
    (
      await repo.findDocumentsByIds(
        db,
        organizationId,
        hits.map((hit) => hit.documentId),
      )
    ).map((view) => [view.document.id, view]),
  );
  const found = hits.flatMap((hit) => {
    const view = views.get(hit.documentId);
    return view ? [{ hit, view }] : [];
  });
  const pageHits = found.flatMap(({ hit, view }) => (hit.page ? [{ versionId: view.version.id, page: hit.page }] : []));
  const nameOnly = found.filter(({ hit }) => !hit.page);
  const [snippets, names] = await Promise.all([
    pageSnippets(db, q, pageHits),
    nameSnippets(
      db,
      q,
      nameOnly.map(({ view }) => view.document.name),
    ),
  ]);
  const nameSnippetOf = new Map(
    nameOnly.map(({ view }, index) => [view.document.id, names[index] ?? view.document.name]),
  );
  return {
    documents: found.map(({ hit, view }) => ({
      ...toDocument(view),
      hit: {
        page: hit.page,
        snippet: snippetParts(
          hit.page
            ? (snippets.get(`${view.version.id}:${hit.page}`) ?? '')
            : (nameSnippetOf.get(view.document.id) ?? view.document.name),
        ),
      },
    })),
    total,
    totalExact,
    ...page,
  };
}

/** A window of a version's pages (the current version by default). */
export async function readDocumentText(
  db: Database,
  organizationId: string,
  documentId: string,
  query: { versionId?: string | undefined; from: number; count: number },
) {
  const view = await requireDocument(db, organizationId, documentId);
  const version = query.versionId
    ? await repo.findVersion(db, organizationId, documentId, query.versionId)
    : view.version;
  if (!version) throw new AppError('NOT_FOUND', 'Version not found');
  const pages = version.state === 'ready' ? await repo.listPages(db, version.id, query.from, query.count) : [];
  return {
    versionId: version.id,
    state: version.state,
    pageCount: version.state === 'ready' ? (version.pageCount ?? 0) : 0,
    paged: version.fileType === 'pdf',
    pages,
  };
}

/** The stored bytes of a version (the current one by default), to download. */
export async function openVersionFile(
  deps: Pick<DocumentDeps, 'db' | 'storage'>,
  organizationId: string,
  documentId: string,
  versionId?: string,
) {
  const view = await requireDocument(deps.db, organizationId, documentId);
  const version = versionId ? await repo.findVersion(deps.db, organizationId, documentId, versionId) : view.version;
  if (!version) throw new AppError('NOT_FOUND', 'Version not found');
  const file = await deps.storage.get(version.storageKey);
  return { version, ...file };
}

/**
 * A ready version's text as the analysis engines read it: a PDF by its pages; any other file as
 * one text (its parts joined), with where each part starts (a citation's offset → its part).
 */
export async function readVersionText(db: Database, versionId: string) {
  const version = await repo.findVersionById(db, versionId);
  if (!version) throw new AppError('NOT_FOUND', 'Version not found');
  const pages = version.state === 'ready' ? (await repo.listAllPages(db, versionId)).map((page) => page.text) : [];
  const text: DocumentText =
    version.fileType === 'pdf' ? { kind: 'paged', pages } : { kind: 'plain', text: pages.join('') };
  return { version, text, partStarts: version.fileType === 'pdf' ? null : startsOf(pages.map((page) => page.length)) };
}

/**
 * Where each text part of a version without pages starts in its whole text (null for a PDF, whose
 * pages are its own), from the parts' lengths alone: a result page asks for it on every refresh.
 */
export async function versionPartStarts(db: Database, versionId: string): Promise<number[] | null> {
  const version = await repo.findVersionById(db, versionId);
  if (!version || version.fileType === 'pdf') return null;
  return startsOf((await repo.listPageLengths(db, versionId)).map((page) => page.length));
}

function startsOf(lengths: number[]) {
  const starts: number[] = [];
  let at = 0;
  for (const length of lengths) {
    starts.push(at);
    at += length;
  }
  return starts;
}

/** Up to `maxCharacters` of the current text of a project's documents (thematic relevance). */
export async function projectDocumentsExcerpt(
  db: Database,
  organizationId: string,
  projectId: string,
  maxCharacters: number,
) {
  const { rows } = await repo.listDocuments(db, organizationId, {
    projectId,
    page: 1,
    pageSize: 20,
    sort: 'updated',
    direction: 'desc',
  });
  let excerpt = '';
  for (const view of rows) {
    if (excerpt.length >= maxCharacters || view.version.state !== 'ready') continue;
    for (const page of await repo.listPages(db, view.version.id, 1, 5)) {
      excerpt += `${page.text}\n`;
      if (excerpt.length >= maxCharacters) break;
    }
  }
  return excerpt.slice(0, maxCharacters);
}

/** Links a document to an application (the one made from its analysis) unless it has one. */
export async function linkDocumentToApplication(
  db: Database,
  organizationId: string,
  documentId: string,
  applicationId: string,
) {
  const view = await repo.findDocument(db, organizationId, documentId);
  if (!view || view.document.applicationId) return;
  await repo.updateDocument(db, organizationId, documentId, { applicationId });
}
