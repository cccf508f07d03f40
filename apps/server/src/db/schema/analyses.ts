import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ANALYSIS_STAGES, type ProjectFit } from '@grantpilot/shared/contracts/analyses';
import type { AnalysisResult } from '@grantpilot/shared/contracts/analysis';
import { applications } from './applications';
import { organizationId, person, timestamps } from './columns';
import { documents, documentVersions } from './documents';

/** Analyses of calls for proposals (PRODUCT §7): a run of an engine over a document version. */
export const analysisStage = pgEnum('analysis_stage', ANALYSIS_STAGES);

export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The version read: the document's current one when the run started. */
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    engine: text('engine').$type<'builtin' | 'llm'>().notNull(),
    engineVersion: text('engine_version'),
    model: text('model'),
    stage: analysisStage('stage').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    projectIds: uuid('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    result: jsonb('result').$type<AnalysisResult>(),
    fits: jsonb('fits').$type<ProjectFit[]>(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdBy: person('created_by'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('analyses_org_created_idx').on(table.organizationId, table.createdAt.desc(), table.id.desc()),
    index('analyses_org_document_idx').on(table.organizationId, table.documentId),
  ],
);
