import { sql } from 'drizzle-orm';
import type { DocumentListParams } from '@grantpilot/shared/contracts/documents';
import { selectRows, type Database } from '../../db/client';

/**
 * Full-text search over the library: each document's current text, page by page ('english':
 * stemmed), and its name ('simple'). The query is PostgreSQL's websearch syntax — words,
 * "a phrase", -excluded, or — which accepts any input without a syntax error. Ranking happens
 * in the database (at most 2,000 hits); only the page of results asked for gets its snippet. A hit is
 * a page that matches the whole query (so "-word" excludes pages that have it), the best page per
 * document; a citation or a preview link can then name that page.
 */

/** Marks around matched words in snippets: control characters no extracted text keeps. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;
/** A name match counts like a good page match, so a document named for the words comes first. */
const NAME_WEIGHT = 1;

export interface SearchRow {
  documentId: string;
  /** The best page of the current version; null when only the name matched. */
  page: number | null;
  rank: number;
}

function filterSql(query: DocumentListParams) {
  return sql.join(
    [
      query.kind?.length
        ? sql`and d.kind in (${sql.join(
            query.kind.map((kind) => sql`${kind}`),
            sql`, `,
          )})`
        : sql``,
      query.projectId ? sql`and d.project_id = ${query.projectId}` : sql``,
      query.applicationId ? sql`and d.application_id = ${query.applicationId}` : sql``,
    ],
    sql` `,
  );
}

/**
 * Past this many matching pages (or names) a query is broad ("funding" in a library of grant
 * papers): it is answered from the most recently changed documents only.
 */
export const BROAD_QUERY_PAGES = 2_000;
/** The documents a search looks at first, and a broad query is ranked within: the most recent. */
export const BROAD_QUERY_DOCUMENTS = 300;
/** Of each of those, the first pages (a long document's later pages are left to the index). */
export const RECENT_PAGES_PER_DOCUMENT = 30;
const RECENT = { documents: BROAD_QUERY_DOCUMENTS, pages: RECENT_PAGES_PER_DOCUMENT };
/** The sample that says whether a query is broad: the first pages of the latest documents. */
const PROBE = { documents: 30, pages: 10 };
/**
 * A query whose words (a phrase's words, in any order) are on this share of the recent pages is
 * broad: through the index it would read about that share of the library, however large.
 */
export const BROAD_SHARE = 0.02;
/** …and at least this many (a few hits among few recent documents is not broad). */
const BROAD_MINIMUM = 5;

export interface SearchResult {
  rows: SearchRow[];
  total: number;
  /** False for a broad query: `total` counts the hits among the most recent documents only. */
  totalExact: boolean;
}

type Query = DocumentListParams & { q: string };

function queries(query: Query) {
  // A phrase is checked against the positions of its words, so the index finds the pages that
  // hold its words, and each of those is checked: the words alone say what a phrase costs.
  const words = query.q.replaceAll('"', ' ');
  return sql`
    select websearch_to_tsquery('english', ${query.q}) as text_query,
           websearch_to_tsquery('english', ${words}) as word_query,
           websearch_to_tsquery('simple', ${query.q}) as name_query`;
}

/** The rows that carry a hit (the figures' row alone has none), best first. */
function ranked(rows: { document_id: string | null; page: number | null; rank: number | null }[]): SearchRow[] {
  return rows
    .flatMap((row): SearchRow[] =>
      row.document_id ? [{ documentId: row.document_id, page: row.page, rank: Number(row.rank) }] : [],
    )
    .sort((a, b) => b.rank - a.rank || (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0));
}

/**
 * Step 1: the most recent documents' pages, through the primary index of each version's pages
 * (never the GIN index, which would read every matching page of the library), each tested and
 * the best per document ranked; their names too. Also says whether that was the whole library
 * and how many of the pages hold the query's words.
 */
async function searchRecent(
  db: Database,
  organizationId: string,
  query: Query,
  bound: { documents: number; pages: number },
) {
  const filter = filterSql(query);
  const rows = await selectRows<{
    documents: number;
    pages: number;
    word_pages: number;
    names: number;
    cut: boolean;
    document_id: string | null;
    page: number | null;
    rank: number | null;
  }>(
    db,
    sql`
    with q as (${queries(query)}),
    recent as materialized (
      select d.id, d.current_version_id, d.name_search from documents d
      where d.organization_id = ${organizationId} and d.deleted_at is null ${filter}
      -- As the index is ordered (nulls last), so that it is read in order, the first rows only.
      order by d.updated_at desc nulls last, d.id desc nulls last
      limit ${bound.documents}
    ),
    pages as materialized (
      select r.id as document_id, p.number, coalesce(p.search, '') @@ q.word_query as has_words,
             case when coalesce(p.search, '') @@ q.text_query then ts_rank_cd(p.search, q.text_query, 32) end as rank
      from q, recent r
      cross join lateral (
        -- Each document's first pages by the primary index. The match above is written so that
        -- the GIN index cannot serve it: through it, every matching page of the library is read.
        select p.number, p.search from document_pages p
        where p.version_id = r.current_version_id
        order by p.number
        limit ${bound.pages + 1}
      ) as p
    ),
    page_hits as (
      select distinct on (document_id) document_id, number as page, rank from pages
      where rank is not null and number <= ${bound.pages}
      order by document_id, rank desc, number
    ),
    name_hits as (
      select r.id as document_id, ${NAME_WEIGHT}::real as rank from q, recent r where r.name_search @@ q.name_query
    ),
    hits as (
      select coalesce(p.document_id, n.document_id) as document_id, p.page,
             coalesce(p.rank, 0) + coalesce(n.rank, 0) as rank
      from page_hits p full join name_hits n on n.document_id = p.document_id
    ),
    figures as (
      select (select count(*) from recent)::int as documents,
             count(*) filter (where number <= ${bound.pages})::int as pages,
             count(*) filter (where has_words and number <= ${bound.pages})::int as word_pages,
             (select count(*) from name_hits)::int as names,
             coalesce(bool_or(number > ${bound.pages}), false) as cut
      from pages
    )
    select f.documents, f.pages, f.word_pages, f.names, f.cut, h.document_id, h.page, h.rank::float8 as rank
    from figures f left join hits h on true
  `,
  );
  const figures = rows[0]!;
  return {
    hits: ranked(rows),
    /** Every document the filters let through, every page of each: the exact answer. */
    whole: figures.documents < bound.documents && !figures.cut,
    broad:
      figures.word_pages >= Math.max(BROAD_SHARE * figures.pages, BROAD_MINIMUM) ||
      figures.names >= Math.max(BROAD_SHARE * figures.documents, BROAD_MINIMUM),
  };
}

/**
 * Step 2: the organisation's matching pages and names through their GIN indexes, at most
 * BROAD_QUERY_PAGES + 1 of each; null when there were more (the query is broad after all).
 */
async function searchIndexed(db: Database, organizationId: string, query: Query) {
  const filter = filterSql(query);
  const rows = await selectRows<{
    pages: number;
    names: number;
    document_id: string | null;
    page: number | null;
    rank: number | null;
  }>(
    db,
    sql`
    with q as (${queries(query)}),
    matching as materialized (
      select p.version_id, p.number, p.search
      from q, document_pages p
      where p.organization_id = ${organizationId} and p.search @@ q.text_query
      limit ${BROAD_QUERY_PAGES + 1}
    ),
    named as materialized (
      select d.id as document_id, ${NAME_WEIGHT}::real as rank
      from q, documents d
      where d.organization_id = ${organizationId} and d.deleted_at is null
        and d.name_search @@ q.name_query ${filter}
      limit ${BROAD_QUERY_PAGES + 1}
    ),
    page_hits as (
      select distinct on (d.id) d.id as document_id, m.number as page,
             ts_rank_cd(m.search, q.text_query, 32) as rank
      from q, matching m
      join documents d on d.current_version_id = m.version_id
      where d.organization_id = ${organizationId} and d.deleted_at is null ${filter}
      order by d.id, rank desc, m.number
    ),
    hits as (
      select coalesce(p.document_id, n.document_id) as document_id, p.page,
             coalesce(p.rank, 0) + coalesce(n.rank, 0) as rank
      from page_hits p full join named n on n.document_id = p.document_id
    ),
    figures as (
      select (select count(*) from matching)::int as pages, (select count(*) from named)::int as names
    )
    select f.pages, f.names, h.document_id, h.page, h.rank::float8 as rank
    from figures f left join hits h on true
  `,
  );
  const figures = rows[0]!;
  if (figures.pages > BROAD_QUERY_PAGES || figures.names > BROAD_QUERY_PAGES) return null;
  return ranked(rows);
}

/**
 * Bounded by the index and the page, not by the library (decision 037): a sample of the latest
 * documents' first pages answers a small library outright and says whether the words are common;
 * common words are ranked within the latest documents, specific ones through the GIN index.
 */
export async function searchDocuments(db: Database, organizationId: string, query: Query): Promise<SearchResult> {
  const probe = await searchRecent(db, organizationId, query, PROBE);
  let hits: SearchRow[] | null = probe.whole ? probe.hits : null;
  let exact = probe.whole;
  if (!hits && !probe.broad) {
    hits = await searchIndexed(db, organizationId, query);
    exact = Boolean(hits);
  }
  if (!hits) {
    const recent = await searchRecent(db, organizationId, query, RECENT);
    hits = recent.hits;
    exact = recent.whole;
  }
  const from = (query.page - 1) * query.pageSize;
  return { rows: hits.slice(from, from + query.pageSize), total: hits.length, totalExact: exact };
}

/** The passage of each hit page around the matched words, marked with MATCH_START/MATCH_END. */
export async function pageSnippets(
  db: Database,
  q: string,
  hits: { versionId: string; page: number }[],
): Promise<Map<string, string>> {
  if (!hits.length) return new Map();
  const pairs = sql.join(
    hits.map((hit) => sql`(${hit.versionId}::uuid, ${hit.page}::int)`),
    sql`, `,
  );
  const rows = await selectRows<{ version_id: string; number: number; snippet: string }>(
    db,
    sql`
    select p.version_id, p.number,
           ts_headline('english', left(p.text, 300000), websearch_to_tsquery('english', ${q}), ${HEADLINE_OPTIONS}) as snippet
    from document_pages p
    join (values ${pairs}) as wanted(version_id, number) using (version_id, number)
  `,
  );
  return new Map(rows.map((row) => [`${row.version_id}:${row.number}`, row.snippet]));
}

/** A name with its matched words marked. */
export async function nameSnippets(db: Database, q: string, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await selectRows<{ snippet: string }>(
    db,
    sql`
    select ts_headline('simple', name, websearch_to_tsquery('simple', ${q}), ${`${HEADLINE_OPTIONS}, HighlightAll=true`}) as snippet
    from unnest(${sql`array[${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]`}) with ordinality as names(name, position)
    order by position
  `,
  );
  return rows.map((row) => row.snippet);
}

/** A marked snippet as runs of text, each matched or not. */
export function snippetParts(marked: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [index, piece] of marked.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}
