import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyses, applications, documents, projects, users } from '../../db/schema';

export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysis = typeof analyses.$inferInsert;

const creatorName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${analyses.createdBy})`;

function selectAnalyses(db: Database) {
  return db
    .select({ analysis: analyses, documentName: documents.name, applicationTitle: applications.title, creatorName })
    .from(analyses)
    .innerJoin(documents, eq(documents.id, analyses.documentId))
    .leftJoin(applications, eq(applications.id, analyses.applicationId));
}
export type AnalysisView = Awaited<ReturnType<typeof findAnalysis>> & object;

export async function listAnalyses(
  db: Database,
  organizationId: string,
  query: { page: number; pageSize: number; documentId?: string | undefined; applicationId?: string | undefined },
) {
  const where = and(
    eq(analyses.organizationId, organizationId),
    query.documentId ? eq(analyses.documentId, query.documentId) : undefined,
    query.applicationId ? eq(analyses.applicationId, query.applicationId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectAnalyses(db)
      .where(where)
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(analyses).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAnalysis(db: Database, organizationId: string, analysisId: string) {
  const [row] = await selectAnalyses(db)
    .where(and(eq(analyses.organizationId, organizationId), eq(analyses.id, analysisId)))
    .limit(1);
  return row;
}

export async function findAnalysisById(db: Database, analysisId: string) {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, analysisId)).limit(1);
  return row;
}

export async function insertAnalysis(db: Database, analysis: NewAnalysis) {
  const [row] = await db.insert(analyses).values(analysis).returning();
  return row!;
}

export async function updateAnalysis(db: Database, analysisId: string, changes: Partial<NewAnalysis>) {
  const [row] = await db
    .update(analyses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(analyses.id, analysisId))
    .returning();
  return row;
}

/** Moves a run on only while it is still running: a cancel in between wins. */
export async function advanceAnalysis(db: Database, analysisId: string, changes: Partial<NewAnalysis>) {
  const [row] = await db
    .update(analyses)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(analyses.id, analysisId), inArray(analyses.stage, ['queued', 'extracting', 'reading', 'fit'])))
    .returning();
  return row;
}

export async function projectNames(db: Database, organizationId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), inArray(projects.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
