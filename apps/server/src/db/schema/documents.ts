import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_KINDS,
  EXTRACTION_PROBLEMS,
  EXTRACTION_STATES,
  FILE_TYPES,
} from '@grantpilot/shared/contracts/documents';
import { applications } from './applications';
import { organizationId, person, timestamps, tsvector } from './columns';
import { projects } from './projects';

/** The document library (PRODUCT §6): a document, its uploaded versions, their text by page. */
export const documentKind = pgEnum('document_kind', DOCUMENT_KINDS);
export const documentFileType = pgEnum('document_file_type', FILE_TYPES);
export const extractionState = pgEnum('extraction_state', EXTRACTION_STATES);
export const extractionProblem = pgEnum('extraction_problem', EXTRACTION_PROBLEMS);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    kind: documentKind('kind').notNull().default('other'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The latest upload; set in the transaction that inserts the first version. */
    currentVersionId: uuid('current_version_id').references((): AnyPgColumn => documentVersions.id),
    createdBy: person('created_by'),
    /** In the bin since; the purge job removes it (files and rows) 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: person('deleted_by'),
    /** The name's words, for search ('simple': names are not English prose). */
    nameSearch: tsvector('name_search').generatedAlwaysAs(sql`to_tsvector('simple', name)`),
    ...timestamps,
  },
  (table) => [
    // The list's sorts, each read in order from its index (see `listDocuments`).
    index('documents_org_updated_idx').on(table.organizationId, table.updatedAt.desc(), table.id.desc()),
    index('documents_org_name_idx').on(
      table.organizationId,
      sql`lower(${table.name}) desc nulls last`,
      table.id.desc(),
    ),
    index('documents_org_kind_idx').on(table.organizationId, table.kind.desc(), table.id.desc()),
    index('documents_org_project_idx').on(table.organizationId, table.projectId),
    index('documents_org_application_idx').on(table.organizationId, table.applicationId),
    index('documents_deleted_idx')
      .on(table.deletedAt)
      .where(sql`deleted_at is not null`),
    // With btree_gin (migration 0011): the organisation's words only, whatever other libraries hold.
    index('documents_org_name_search_idx').using('gin', table.organizationId, table.nameSearch),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    documentId: uuid('document_id')
      .notNull()
      .references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    fileName: text('file_name').notNull(),
    fileType: documentFileType('file_type').notNull(),
    mimeType: text('mime_type').notNull(),
    /** How a text file's bytes decode (utf-8, utf-16le, windows-1252); null for PDF and DOCX. */
    encoding: text('encoding').$type<'utf-8' | 'utf-16le' | 'windows-1252'>(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    state: extractionState('state').notNull().default('processing'),
    problem: extractionProblem('problem'),
    problemMessage: text('problem_message'),
    pageCount: integer('page_count'),
    uploadedBy: person('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    extractedAt: timestamp('extracted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('document_versions_number_unique').on(table.documentId, table.number),
    index('document_versions_org_sha_idx').on(table.organizationId, table.sha256),
    index('document_versions_processing_idx')
      .on(table.uploadedAt)
      .where(sql`state = 'processing'`),
  ],
);

/**
 * A version's extracted text, one row per page (a file without pages is one page). Searched
 * with the 'english' configuration: stemming finds "deadlines" for "deadline".
 */
export const documentPages = pgTable(
  'document_pages',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', left(text, 300000))`),
  },
  (table) => [
    uniqueIndex('document_pages_version_number_unique').on(table.versionId, table.number),
    index('document_pages_org_search_idx').using('gin', table.organizationId, table.search),
  ],
);

/**
 * Organisations deleted since the purge job last ran: their files are still in storage. A trigger
 * on `organizations` (migration 0012) writes a row whatever deleted the organisation (its owner,
 * an account deletion, an operator's SQL); the purge job removes the files, then the row.
 */
export const deletedOrganizationFiles = pgTable('deleted_organization_files', {
  organizationId: uuid('organization_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
