import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DOCUMENT_COUNT_LIMIT, type DocumentListParams } from '@grantpilot/shared/contracts/documents';
import type { Database } from '../../db/client';
import {
  applications,
  deletedOrganizationFiles,
  documentPages,
  documents,
  documentVersions,
  projects,
  users,
} from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type VersionRow = typeof documentVersions.$inferSelect;
export type NewVersion = typeof documentVersions.$inferInsert;

/** A document as lists and pages show it: with its current version, links and who did what. */
export type DocumentView = Awaited<ReturnType<typeof selectDocuments>>[number];

const versionCount = sql<number>`(select count(*)::int from ${documentVersions} where ${documentVersions.documentId} = ${documents.id})`;
const uploaderName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${documentVersions.uploadedBy})`;
const deleterName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${documents.deletedBy})`;

function selectDocuments(db: Database) {
  return db
    .select({
      document: documents,
      version: documentVersions,
      uploaderName,
      deleterName,
      versionCount,
      projectName: projects.name,
      applicationTitle: applications.title,
    })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .leftJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(applications, eq(applications.id, documents.applicationId));
}

const SORT_COLUMNS = {
  updated: documents.updatedAt,
  name: sql`lower(${documents.name})`,
  kind: documents.kind,
  size: documentVersions.sizeBytes,
} as const;

/** The filters every list of documents shares (the bin's included: `deleted` says which side). */
function filters(organizationId: string, query: Partial<DocumentListParams>, deleted = false): SQL | undefined {
  return and(
    eq(documents.organizationId, organizationId),
    deleted ? isNotNull(documents.deletedAt) : isNull(documents.deletedAt),
    query.kind?.length ? inArray(documents.kind, query.kind) : undefined,
    query.projectId ? eq(documents.projectId, query.projectId) : undefined,
    query.applicationId ? eq(documents.applicationId, query.applicationId) : undefined,
  );
}

/**
 * The list's indexes are built `desc nulls last` (organisation first): ordered the same way (or
 * exactly backwards), a page is read from the index in order, its rows only, however large the
 * library. Written `desc` alone (nulls first), PostgreSQL would sort the whole library instead.
 */
function order(direction: 'asc' | 'desc', column: SQL | SQL.Aliased | AnyColumn) {
  return direction === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
}

export async function listDocuments(db: Database, organizationId: string, query: DocumentListParams) {
  const where = filters(organizationId, query);
  const counted = db
    .select({ one: sql`1` })
    .from(documents)
    .where(where)
    .limit(DOCUMENT_COUNT_LIMIT + 1)
    .as('counted');
  const [rows, [total]] = await Promise.all([
    selectDocuments(db)
      .where(where)
      .orderBy(order(query.direction, SORT_COLUMNS[query.sort]), order(query.direction, documents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(counted),
  ]);
  const value = total?.value ?? 0;
  return value > DOCUMENT_COUNT_LIMIT
    ? { rows, total: DOCUMENT_COUNT_LIMIT, totalExact: false }
    : { rows, total: value, totalExact: true };
}

export async function listDeletedDocuments(
  db: Database,
  organizationId: string,
  page: { page: number; pageSize: number },
) {
  const where = filters(organizationId, {}, true);
  const [rows, [total]] = await Promise.all([
    selectDocuments(db)
      .where(where)
      .orderBy(desc(documents.deletedAt), desc(documents.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The documents with these ids, in no particular order. */
export function findDocumentsByIds(db: Database, organizationId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return selectDocuments(db).where(and(eq(documents.organizationId, organizationId), inArray(documents.id, ids)));
}

export async function findDocument(db: Database, organizationId: string, documentId: string) {
  const [row] = await selectDocuments(db)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.id, documentId)))
    .limit(1);
  return row;
}

export function listVersions(db: Database, documentId: string) {
  return db
    .select({ version: documentVersions, uploaderName })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.number));
}

export async function findVersion(db: Database, organizationId: string, documentId: string, versionId: string) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.organizationId, organizationId),
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.id, versionId),
      ),
    )
    .limit(1);
  return row;
}

/** A version by id alone: for the extraction job, which runs outside any request. */
export async function findVersionById(db: Database, versionId: string) {
  const [row] = await db.select().from(documentVersions).where(eq(documentVersions.id, versionId)).limit(1);
  return row;
}

/** A document of the library (not in the bin) that has a version with these bytes. */
export async function findDocumentWithBytes(db: Database, organizationId: string, sha256: string) {
  const [row] = await db
    .select({ id: documents.id, name: documents.name, number: documentVersions.number })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        eq(documentVersions.organizationId, organizationId),
        eq(documentVersions.sha256, sha256),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(desc(documentVersions.uploadedAt))
    .limit(1);
  return row;
}

export async function insertDocument(db: Database, document: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(document).returning();
  return row!;
}

/** The next version's number; the unique index refuses a second writer that read the same. */
export async function nextVersionNumber(db: Database, documentId: string) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${documentVersions.number}), 0)::int + 1` })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return row?.value ?? 1;
}

export async function insertVersion(db: Database, version: NewVersion) {
  const [row] = await db.insert(documentVersions).values(version).returning();
  return row!;
}

export async function updateDocument(
  db: Database,
  organizationId: string,
  documentId: string,
  changes: Partial<typeof documents.$inferInsert>,
) {
  const [row] = await db
    .update(documents)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(documents.organizationId, organizationId), eq(documents.id, documentId)))
    .returning();
  return row;
}

/** Stores a version's text and marks it ready, unless it was already done (a rerun is a no-op). */
export async function saveExtractedText(db: Database, version: VersionRow, pages: string[]) {
  await db.delete(documentPages).where(eq(documentPages.versionId, version.id));
  for (let from = 0; from < pages.length; from += 100) {
    await db.insert(documentPages).values(
      pages.slice(from, from + 100).map((text, index) => ({
        versionId: version.id,
        organizationId: version.organizationId,
        number: from + index + 1,
        text,
      })),
    );
  }
  await db
    .update(documentVersions)
    .set({ state: 'ready', problem: null, problemMessage: null, pageCount: pages.length, extractedAt: new Date() })
    .where(eq(documentVersions.id, version.id));
}

export async function markExtractionFailed(
  db: Database,
  versionId: string,
  problem: NonNullable<VersionRow['problem']>,
  message: string,
) {
  await db
    .update(documentVersions)
    .set({ state: 'failed', problem, problemMessage: message, pageCount: null, extractedAt: new Date() })
    .where(eq(documentVersions.id, versionId));
}

export function listPages(db: Database, versionId: string, from: number, count: number) {
  return db
    .select({ number: documentPages.number, text: documentPages.text })
    .from(documentPages)
    .where(
      and(eq(documentPages.versionId, versionId), sql`${documentPages.number} between ${from} and ${from + count - 1}`),
    )
    .orderBy(asc(documentPages.number));
}

/** Each page's length in characters, in order (where each part of a text without pages starts). */
export function listPageLengths(db: Database, versionId: string) {
  return db
    .select({ length: sql<number>`length(${documentPages.text})::int` })
    .from(documentPages)
    .where(eq(documentPages.versionId, versionId))
    .orderBy(asc(documentPages.number));
}

/** Every page of a version, in order: the text the analysis engines read. */
export function listAllPages(db: Database, versionId: string) {
  return db
    .select({ number: documentPages.number, text: documentPages.text })
    .from(documentPages)
    .where(eq(documentPages.versionId, versionId))
    .orderBy(asc(documentPages.number));
}

/** Documents in the bin since before `before`, with every stored file of theirs. */
export async function listPurgeable(db: Database, before: Date, limit: number) {
  const rows = await db
    .select({ id: documents.id, organizationId: documents.organizationId, name: documents.name })
    .from(documents)
    .where(and(isNotNull(documents.deletedAt), lt(documents.deletedAt, before)))
    .orderBy(asc(documents.deletedAt))
    .limit(limit);
  if (!rows.length) return [];
  const files = await db
    .select({ documentId: documentVersions.documentId, storageKey: documentVersions.storageKey })
    .from(documentVersions)
    .where(
      inArray(
        documentVersions.documentId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    storageKeys: files.filter((file) => file.documentId === row.id).map((file) => file.storageKey),
  }));
}

export async function deleteDocumentRow(db: Database, documentId: string) {
  // The document points at its current version: clear that first, then the cascade removes the rest.
  await db.update(documents).set({ currentVersionId: null }).where(eq(documents.id, documentId));
  await db.delete(documents).where(eq(documents.id, documentId));
}

/** Bytes the organisation's files take, every version counted (the bin included). */
export async function storageUsed(db: Database, organizationId: string) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${documentVersions.sizeBytes}), 0)::bigint` })
    .from(documentVersions)
    .where(eq(documentVersions.organizationId, organizationId));
  return Number(row?.value ?? 0);
}

/** Versions still processing since before `before`: their job was lost (a send that failed). */
export async function listStalledVersions(db: Database, before: Date) {
  const rows = await db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(and(eq(documentVersions.state, 'processing'), lt(documentVersions.uploadedAt, before)))
    .limit(500);
  return rows.map((row) => row.id);
}

/** Organisations deleted with files possibly left in storage (written by a trigger). */
export async function listDeletedOrganizations(db: Database, limit: number) {
  const rows = await db
    .select({ id: deletedOrganizationFiles.organizationId })
    .from(deletedOrganizationFiles)
    .orderBy(asc(deletedOrganizationFiles.deletedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function forgetDeletedOrganization(db: Database, organizationId: string) {
  await db.delete(deletedOrganizationFiles).where(eq(deletedOrganizationFiles.organizationId, organizationId));
}
