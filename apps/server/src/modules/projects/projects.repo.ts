import { and, arrayContains, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectListParams } from '@grantpilot/shared/contracts/projects';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { searchCondition } from '../../lib/search';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;

const SORT_COLUMNS = {
  name: projects.name,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
} as const;

export async function listProjects(db: Database, organizationId: string, query: ProjectListParams) {
  const where = and(
    eq(projects.organizationId, organizationId),
    query.status?.length ? inArray(projects.status, query.status) : undefined,
    query.tag ? arrayContains(projects.tags, [query.tag]) : undefined,
    searchCondition(projects.search, query.q),
  );
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(projects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(projects).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findProject(db: Database, organizationId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .limit(1);
  return row;
}

export async function insertProject(db: Database, project: NewProject) {
  const [row] = await db.insert(projects).values(project).returning();
  return row!;
}

export async function updateProject(
  db: Database,
  organizationId: string,
  projectId: string,
  changes: Partial<NewProject>,
) {
  const [row] = await db
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .returning();
  return row;
}

export async function deleteProject(db: Database, organizationId: string, projectId: string) {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function listTags(db: Database, organizationId: string) {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${projects.tags})` })
    .from(projects)
    .where(eq(projects.organizationId, organizationId))
    .orderBy(sql`1`)
    .limit(500);
  return rows.map((row) => row.tag);
}

export async function countActiveProjects(db: Database, organizationId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.status, 'active')));
  return row?.value ?? 0;
}

/** Names of projects by id, for lists that link to them. */
export async function findProjectNames(db: Database, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), inArray(projects.id, ids)));
}

/** Ids of the organisation's projects by lower-cased name (the CSV import links by name). */
export async function projectIdsByName(db: Database, organizationId: string) {
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.organizationId, organizationId));
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));
}
