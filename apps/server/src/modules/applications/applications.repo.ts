// Over 300 lines on purpose: every query of the applications table (lists, search, filters,
// rollups, deadlines, figures per funder) shares one set of filter and sort builders here.
import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { DECIDED_STATUSES, OPEN_STATUSES, PREPARATION_STATUSES } from '@grantpilot/shared/application-pipeline';
import type { ApplicationListParams } from '@grantpilot/shared/contracts/applications';
import type { Database } from '../../db/client';
import {
  applicationRollups,
  applications,
  applicationStatusHistory,
  applicationTasks,
  funders,
  projects,
  users,
} from '../../db/schema';
import { columnsWithoutSearch } from '../../db/schema/columns';
import { countUpTo, prefixQuery, rankedSearch, searchCondition } from '../../lib/search';

/** An application as the code reads it: without its search vector. */
const applicationColumns = columnsWithoutSearch(applications);
export type ApplicationRow = Omit<typeof applications.$inferSelect, 'search'>;
export type NewApplication = typeof applications.$inferInsert;

const SORT_COLUMNS = {
  title: applications.title,
  status: applications.status,
  deadline: applications.deadlineAt,
  amountRequested: applications.amountRequested,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
} as const;

/**
 * An application with the names it links to (funder, project, owner) and its open tasks, in one
 * query: a list is one round trip to the database, not one more for the people it shows.
 */
const listColumns = {
  application: applicationColumns,
  funderName: funders.name,
  projectName: projects.name,
  ownerName: users.name,
  ownerEmail: users.email,
  openTasks: sql<number>`(select count(*)::int from ${applicationTasks} where ${applicationTasks.applicationId} = ${applications.id} and not ${applicationTasks.done})`,
};

export type ApplicationListRow = {
  application: ApplicationRow;
  funderName: string | null;
  projectName: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  openTasks: number;
};

function selectApplications(db: Database) {
  return db
    .select(listColumns)
    .from(applications)
    .leftJoin(funders, eq(funders.id, applications.funderId))
    .leftJoin(projects, eq(projects.id, applications.projectId))
    .leftJoin(users, eq(users.id, applications.ownerUserId));
}

/** Applications with their funder's name: what a deadline reminder or a calendar entry shows. */
function selectWithFunderName(db: Database) {
  return db
    .select({ application: applicationColumns, funderName: funders.name })
    .from(applications)
    .leftJoin(funders, eq(funders.id, applications.funderId));
}

export type ListQuery = ApplicationListParams;
type Filter = Partial<Omit<ApplicationListParams, 'page' | 'pageSize' | 'sort' | 'direction'>>;

export function listFilter(organizationId: string, query: Filter) {
  return and(
    eq(applications.organizationId, organizationId),
    query.status?.length ? inArray(applications.status, query.status) : undefined,
    query.funderId ? eq(applications.funderId, query.funderId) : undefined,
    query.projectId ? eq(applications.projectId, query.projectId) : undefined,
    query.ownerUserId ? eq(applications.ownerUserId, query.ownerUserId) : undefined,
    query.deadlineFrom ? gte(applications.deadlineDate, query.deadlineFrom) : undefined,
    query.deadlineTo ? lte(applications.deadlineDate, query.deadlineTo) : undefined,
    searchCondition(applications.search, query.q),
  );
}

/** True when the query narrows the organisation's applications (text, status, funder…). */
export function isFiltered(query: Filter) {
  return Boolean(
    query.q?.trim() ||
    query.status?.length ||
    query.funderId ||
    query.projectId ||
    query.ownerUserId ||
    query.deadlineFrom ||
    query.deadlineTo,
  );
}

/**
 * How many applications match: for the whole organisation, from the rollups (exact, a few
 * rows); for a filter, counted up to `limit`, so a broad filter on a large organisation costs
 * a bounded scan instead of one over every match.
 */
async function countApplications(db: Database, organizationId: string, query: Filter, limit: number) {
  if (!isFiltered(query)) {
    const [row] = await db
      .select({ value: sql<number>`coalesce(sum(${applicationRollups.applications}), 0)::int` })
      .from(applicationRollups)
      .where(eq(applicationRollups.organizationId, organizationId));
    return { total: Number(row?.value ?? 0), exact: true };
  }
  return countUpTo(db, applications, listFilter(organizationId, query), limit);
}

/** What a search ranks and reads in order: the weighted vector kept by triggers (migrations 0022, 0024). */
const searchTarget = {
  table: applications,
  id: applications.id,
  search: applications.search,
  updatedAt: applications.updatedAt,
};

/**
 * A page of the list and how many match. With words searched, by default the best matches come
 * first, bounded by the page (lib/search.ts); any other order reads the matches in that order.
 */
export async function listApplications(db: Database, organizationId: string, query: ListQuery, countLimit: number) {
  const sort = query.sort ?? (query.q ? 'relevance' : 'updatedAt');
  if (sort === 'relevance' && prefixQuery(query.q)) {
    // At least as many applications as the filter holds, from the rollups: a few rows.
    const size = sql`(select coalesce(sum(${applicationRollups.applications}), 0) from ${applicationRollups}
      where ${and(
        eq(applicationRollups.organizationId, organizationId),
        query.status?.length ? inArray(applicationRollups.status, query.status) : undefined,
      )})`;
    const filter = listFilter(organizationId, { ...query, q: undefined });
    const ranked = await rankedSearch(db, searchTarget, filter, query.q!, query, size);
    const position = new Map(ranked.ids.map((id, index) => [id, index]));
    const rows = ranked.ids.length
      ? await selectApplications(db).where(
          and(eq(applications.organizationId, organizationId), inArray(applications.id, ranked.ids)),
        )
      : [];
    rows.sort((a, b) => position.get(a.application.id)! - position.get(b.application.id)!);
    return { rows, total: ranked.total, exact: ranked.exact };
  }
  const where = listFilter(organizationId, query);
  const order = query.direction === 'asc' ? asc : desc;
  // Applications without a deadline or amount sort last either way.
  const sortColumn = SORT_COLUMNS[sort === 'relevance' ? 'updatedAt' : sort];
  const [rows, counted] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(sql`${order(sortColumn)} nulls last`, order(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countApplications(db, organizationId, query, countLimit),
  ]);
  return { rows, ...counted };
}

/** Every application that matches, oldest first (the CSV export), up to `limit`. */
export async function listAllApplications(db: Database, where: SQL | undefined, limit: number) {
  return selectApplications(db).where(where).orderBy(asc(applications.createdAt), asc(applications.id)).limit(limit);
}

export async function findApplication(db: Database, organizationId: string, applicationId: string) {
  const [row] = await selectApplications(db)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, applicationId)))
    .limit(1);
  return row;
}

export async function listApplicationsOfProject(db: Database, organizationId: string, projectId: string) {
  return selectApplications(db)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.projectId, projectId)))
    .orderBy(sql`${applications.deadlineAt} asc nulls last`, asc(applications.id))
    .limit(500);
}

/** How many applications match, per status. */
export function statusCounts(db: Database, where: SQL | undefined) {
  return db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(where)
    .groupBy(applications.status);
}

/** A funder's applications, the latest changed first (its page shows the first 500). */
export async function listApplicationsOfFunder(db: Database, organizationId: string, funderId: string) {
  return selectApplications(db)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.funderId, funderId)))
    .orderBy(desc(applications.updatedAt), asc(applications.id))
    .limit(500);
}

/** Requested and awarded sums per currency, made exactly by the database in `numeric`. */
export async function currencyTotals(db: Database, where: SQL | undefined) {
  return db
    .select({
      currency: applications.currency,
      requested: sql<string>`coalesce(sum(${applications.amountRequested}), 0)::text`,
      awarded: sql<string>`coalesce(sum(${applications.amountAwarded}) filter (where ${applications.status} = 'awarded'), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(where)
    .groupBy(applications.currency)
    .orderBy(asc(applications.currency));
}

export async function insertApplication(db: Database, application: NewApplication) {
  const [row] = await db.insert(applications).values(application).returning(applicationColumns);
  return row!;
}

export async function updateApplication(
  db: Database,
  organizationId: string,
  applicationId: string,
  changes: Partial<NewApplication>,
) {
  const [row] = await db
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, applicationId)))
    .returning(applicationColumns);
  return row;
}

/** The row, locked until the transaction ends: two status changes at once cannot both pass the check. */
export async function lockApplication(db: Database, organizationId: string, applicationId: string) {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, applicationId)))
    .for('update')
    .limit(1);
  return row;
}

export async function deleteApplication(db: Database, organizationId: string, applicationId: string) {
  await db
    .delete(applications)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, applicationId)));
}

export async function insertStatusChange(db: Database, change: typeof applicationStatusHistory.$inferInsert) {
  const [row] = await db.insert(applicationStatusHistory).values(change).returning({ id: applicationStatusHistory.id });
  return row!.id;
}

/** An application's latest history entry (the one an undo may take back). */
export async function latestStatusChange(db: Database, applicationId: string) {
  const [row] = await db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(desc(applicationStatusHistory.changedAt), desc(applicationStatusHistory.id))
    .limit(1);
  return row;
}

export async function findStatusChange(db: Database, applicationId: string, changeId: string) {
  const [row] = await db
    .select()
    .from(applicationStatusHistory)
    .where(and(eq(applicationStatusHistory.applicationId, applicationId), eq(applicationStatusHistory.id, changeId)))
    .limit(1);
  return row;
}

export function listStatusHistory(db: Database, applicationId: string) {
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
}

/**
 * Applications with a deadline or an internal deadline since `since`, for the calendar feed:
 * decided ones too, so a calendar keeps the history of what was submitted when.
 */
export function calendarApplications(db: Database, organizationIds: string[], since: Date, limit: number) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  const sinceDay = since.toISOString().slice(0, 10);
  return selectWithFunderName(db)
    .where(
      and(
        inArray(applications.organizationId, organizationIds),
        sql`(${applications.deadlineAt} >= ${since.toISOString()}::timestamptz or ${applications.internalDeadline} >= ${sinceDay}::date)`,
      ),
    )
    .orderBy(asc(applications.deadlineAt), asc(applications.id))
    .limit(limit);
}

/**
 * Applications still in preparation, in every organisation, whose deadline falls in (from, to],
 * soonest first: the reminder job.
 */
export function applicationsInPreparationDueBetween(db: Database, from: Date, to: Date, limit: number) {
  return selectWithFunderName(db)
    .where(
      and(
        inArray(applications.status, [...PREPARATION_STATUSES]),
        sql`${applications.deadlineAt} > ${from.toISOString()}::timestamptz`,
        sql`${applications.deadlineAt} <= ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(applications.deadlineAt))
    .limit(limit);
}

/** The organisation's rollup rows: per status, currency and quarter of decision (a few dozen). */
export function rollups(db: Database, organizationId: string) {
  return db
    .select({
      status: applicationRollups.status,
      currency: applicationRollups.currency,
      decidedQuarter: applicationRollups.decidedQuarter,
      applications: applicationRollups.applications,
      requested: sql<string>`${applicationRollups.requested}::text`,
      awarded: sql<string>`${applicationRollups.awarded}::text`,
    })
    .from(applicationRollups)
    .where(eq(applicationRollups.organizationId, organizationId));
}

/** Open applications whose deadline falls in [from, to), soonest first. */
export function deadlinesBetween(db: Database, organizationId: string, from: Date, to: Date | null, limit: number) {
  return selectWithFunderName(db)
    .where(
      and(
        eq(applications.organizationId, organizationId),
        inArray(applications.status, [...OPEN_STATUSES]),
        gte(applications.deadlineAt, from),
        to ? lt(applications.deadlineAt, to) : undefined,
      ),
    )
    .orderBy(asc(applications.deadlineAt), asc(applications.id))
    .limit(limit);
}

/** Each of these funders' application count, decided and awarded counts, in one grouped query. */
export async function countsPerFunder(db: Database, organizationId: string, funderIds: readonly string[]) {
  if (!funderIds.length) return [];
  return db
    .select({
      funderId: applications.funderId,
      total: sql<number>`count(*)::int`,
      decided: sql<number>`(count(*) filter (where ${inArray(applications.status, [...DECIDED_STATUSES])}))::int`,
      awarded: sql<number>`(count(*) filter (where ${applications.status} = 'awarded'))::int`,
    })
    .from(applications)
    .where(and(eq(applications.organizationId, organizationId), inArray(applications.funderId, [...funderIds])))
    .groupBy(applications.funderId);
}
