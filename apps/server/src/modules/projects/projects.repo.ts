import { and, arrayContains, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PROJECT_COUNT_LIMIT, type ProjectListParams } from '@grantpilot/shared/contracts/projects';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { columnsWithoutSearch } from '../../db/schema/columns';
import { countUpTo, prefixQuery, rankedSearch, searchCondition } from '../../lib/search';

/** A project as the code reads it: without its search vector. */
const projectColumns = columnsWithoutSearch(projects);
export type ProjectRow = Omit<typeof projects.$inferSelect, 'search'>;
export type NewProject = typeof projects.$inferInsert;

const SORT_COLUMNS = {
  name: projects.name,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
} as const;

type Filter = Pick<ProjectListParams, 'q' | 'status' | 'tag'>;

function listFilter(organizationId: string, query: Filter) {
  return and(
    eq(projects.organizationId, organizationId),
    query.status?.length ? inArray(projects.status, query.status) : undefined,
    query.tag ? arrayContains(projects.tags, [query.tag]) : undefined,
    searchCondition(projects.search, query.q),
  );
}

/**
 * How many projects match: the organisation's, exactly; a filter's, up to PROJECT_COUNT_LIMIT,
 * so a broad filter costs a bounded scan instead of one over every match.
 */
async function countProjects(db: Database, organizationId: string, query: Filter) {
  if (!(query.q?.trim() || query.status?.length || query.tag)) {
    const [row] = await db.select({ value: count() }).from(projects).where(eq(projects.organizationId, organizationId));
    return { total: row?.value ?? 0, exact: true };
  }
  return countUpTo(db, projects, listFilter(organizationId, query), PROJECT_COUNT_LIMIT);
}

/**
 * A page of the list and how many match. With words searched, by default the best matches come
 * first, bounded by the page (lib/search.ts); any other order reads the matches in that order.
 */
export async function listProjects(db: Database, organizationId: string, query: ProjectListParams) {
  const sort = query.sort ?? (query.q ? 'relevance' : 'updatedAt');
  if (sort === 'relevance' && prefixQuery(query.q)) {
    const target = { table: projects, id: projects.id, search: projects.search, updatedAt: projects.updatedAt };
    const ranked = await rankedSearch(
      db,
      target,
      listFilter(organizationId, { ...query, q: undefined }),
      query.q!,
      query,
    );
    const position = new Map(ranked.ids.map((id, index) => [id, index]));
    const rows = ranked.ids.length
      ? await db
          .select(projectColumns)
          .from(projects)
          .where(and(eq(projects.organizationId, organizationId), inArray(projects.id, ranked.ids)))
      : [];
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { rows, total: ranked.total, exact: ranked.exact };
  }
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, counted] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .where(listFilter(organizationId, query))
      .orderBy(order(SORT_COLUMNS[sort === 'relevance' ? 'updatedAt' : sort]), order(projects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countProjects(db, organizationId, query),
  ]);
  return { rows, ...counted };
}

export async function findProject(db: Database, organizationId: string, projectId: string) {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .limit(1);
  return row;
}

export async function insertProject(db: Database, project: NewProject) {
  const [row] = await db.insert(projects).values(project).returning(projectColumns);
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
    .returning(projectColumns);
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
