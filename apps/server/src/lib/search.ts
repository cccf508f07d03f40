import { count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_RANK_LIMIT } from '@grantpilot/shared/contracts/common';
import { selectRows, type Database } from '../db/client';

/**
 * Words typed into a search box as a prefix query over a `tsvector` column: "open sci" finds
 * "Open Science Fund". Only letters and digits reach the query, so no input can break its syntax.
 * Undefined when nothing searchable was typed.
 */
export function prefixQuery(typed: string | undefined) {
  const words = (typed ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

export function searchCondition(column: AnyColumn, typed: string | undefined) {
  const query = prefixQuery(typed);
  return query ? sql`${column} @@ to_tsquery('simple', ${query})` : undefined;
}

/**
 * A ranked search first reads this many of the most recently changed records, in the order of
 * the (organization_id, updated_at desc, id desc) index, and tests each: a list of no more
 * records than this is searched whole without the search index, and a record just created or
 * edited is always among those ranked.
 */
export const RECENT_CANDIDATES = 1_000;

/**
 * The number of records a ranked search assumes when its caller has no cheap count of them
 * (projects have no rollups): the largest organisation it is measured at, so that a search of
 * such a list is broad when 1 % of the recent records match.
 */
export const UNCOUNTED_SIZE = 100_000;

/** A table with a weighted `search` vector and an index on (organization_id, updated_at desc, id desc). */
export interface SearchTarget {
  table: PgTable;
  id: AnyColumn;
  search: AnyColumn;
  updatedAt: AnyColumn;
}

export interface RankedPage {
  /** The page's ids, best match first. */
  ids: string[];
  /** The matches ranked: all of them when `exact`. */
  total: number;
  exact: boolean;
}

/**
 * One page of the records under `filter` (which starts with their organisation) that match the
 * words typed, best match first: `ts_rank` over the weighted vector, then the latest changed,
 * then the id. Its cost follows its page, not the number of matches (decision 034):
 *
 * - the RECENT_CANDIDATES latest changed records are read and tested;
 * - if they are all there is, their matches are all the matches (exact);
 * - if their share of matches, scaled to `size` (at least the number of records under the
 *   filter, when a cheap figure is at hand; else UNCOUNTED_SIZE), promises more matches than
 *   SEARCH_RANK_LIMIT, the search is broad: the recent matches are ranked, and the total counts them (not exact). The
 *   index would give an arbitrary SEARCH_RANK_LIMIT of the matches anyway, at the cost of reading
 *   the index entries of every word searched, and a prefix ("hori:*") reads every entry of every
 *   word it starts;
 * - otherwise up to SEARCH_RANK_LIMIT + 1 matches come from the GIN index (organization_id,
 *   search), with the recent ones; no more than SEARCH_RANK_LIMIT is every match (exact).
 *
 * The candidates do not depend on the page asked, so the pages of one search follow each other.
 * The index branch is a one-time filter: PostgreSQL does not run it when it is not needed.
 */
export async function rankedSearch(
  db: Database,
  target: SearchTarget,
  filter: SQL | undefined,
  typed: string,
  page: { page: number; pageSize: number },
  size?: SQL,
): Promise<RankedPage> {
  const { table, id, search, updatedAt } = target;
  const where = filter ?? sql`true`;
  const [row] = await selectRows<{ ids: string[] | null; total: number; indexed: number; broad: boolean }>(
    db,
    sql`
    with q as materialized (select to_tsquery('simple', ${prefixQuery(typed) ?? ''}) as query),
    recent as materialized (
      select ${id} as id, ${updatedAt} as updated_at,
             case when ${search} @@ q.query then ts_rank(${search}, q.query) end as rank
      from q, ${table}
      where ${where}
      order by ${updatedAt} desc nulls last, ${id} desc nulls last
      limit ${RECENT_CANDIDATES}
    ),
    scope as materialized (
      select partial, partial and matches * ${size ?? UNCOUNTED_SIZE}::float8 > ${RECENT_CANDIDATES * SEARCH_RANK_LIMIT}::float8 as broad
      from (select count(*) = ${RECENT_CANDIDATES} as partial, count(rank) as matches from recent) as figures
    ),
    indexed as materialized (
      select ${id} as id, ${updatedAt} as updated_at, ts_rank(${search}, q.query) as rank
      from q, ${table}
      where (select partial and not broad from scope) and ${where} and ${search} @@ q.query
      limit ${SEARCH_RANK_LIMIT + 1}
    ),
    candidates as (
      select id, updated_at, rank from recent where rank is not null
      union all
      select id, updated_at, rank from indexed where id not in (select id from recent where rank is not null)
    ),
    page as (
      select id, rank, updated_at from candidates
      order by rank desc, updated_at desc, id desc
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
    )
    select (select json_agg(id order by rank desc, updated_at desc, id desc) from page) as ids,
           (select count(*) from candidates)::int as total,
           (select count(*) from indexed)::int as indexed,
           (select broad from scope) as broad
  `,
  );
  return {
    ids: row?.ids ?? [],
    total: Number(row?.total ?? 0),
    exact: !row?.broad && Number(row?.indexed ?? 0) <= SEARCH_RANK_LIMIT,
  };
}

/**
 * How many rows of `table` match `where`, read up to `limit`: a broad filter on a large
 * organisation costs a bounded scan, and past the bound the total is `limit`, not exact.
 */
export async function countUpTo(db: Database, table: PgTable, where: SQL | undefined, limit: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('matches');
  const [row] = await db.select({ value: count() }).from(matches);
  const total = Number(row?.value ?? 0);
  return total > limit ? { total: limit, exact: false } : { total, exact: true };
}
