import { sql } from 'drizzle-orm';
import type { DocumentListParams } from '@grantpilot/shared/contracts/documents';
import { selectRows, type Database } from '../../db/client';

/**
 * Full-text search over the library: each document's current text, page by page ('english':
 * stemmed), and its name ('simple'). The query is PostgreSQL's websearch syntax — words,
 * "a phrase", -excluded, or — which accepts any input without a syntax error. Ranking and
 * counting happen in the database; only the page of results asked for gets its snippet. A hit is
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
 * Past this many matching pages a query is broad ("funding" in a library of grant papers): it
 * is ranked within the most recently changed documents only, so its cost stays bounded however
 * large the library grows, and the total counts those documents' hits (a lower bound).
 */
export const BROAD_QUERY_PAGES = 2_000;
/** The documents a broad query is ranked within: the most recently changed. */
export const BROAD_QUERY_DOCUMENTS = 300;

export interface SearchResult {
  rows: SearchRow[];
  total: number;
  /** False for a broad query: `total` counts the hits among the most recent documents only. */
  totalExact: boolean;
}

export async function searchDocuments(
  db: Database,
  organizationId: string,
  query: DocumentListParams & { q: string },
): Promise<SearchResult> {
  const filter = filterSql(query);
  // One statement. `matching` reads at most BROAD_QUERY_PAGES + 1 of the organisation's matching
  // pages through its GIN index; if that is all there is, they are ranked (exact). Otherwise the
  // query is broad: the pages of the most recently changed documents are tested and ranked. The
  // branch not taken is a one-time filter: PostgreSQL never runs it.
  const rows = await selectRows<{
    document_id: string;
    page: number | null;
    rank: number;
    total: number;
    broad: boolean;
  }>(
    db,
    sql`
    with q as (
      select websearch_to_tsquery('english', ${query.q}) as text_query,
             websearch_to_tsquery('simple', ${query.q}) as name_query
    ),
    matching as materialized (
      select p.version_id, p.number, p.search
      from q, document_pages p
      where p.organization_id = ${organizationId} and p.search @@ q.text_query
      limit ${BROAD_QUERY_PAGES + 1}
    ),
    scope as materialized (
      select count(*) > ${BROAD_QUERY_PAGES} as broad from matching
    ),
    exact_hits as (
      select distinct on (d.id) d.id as document_id, m.number as page,
             ts_rank_cd(m.search, q.text_query, 32) as rank
      from q, matching m
      join documents d on d.current_version_id = m.version_id
      where not (select broad from scope)
        and d.organization_id = ${organizationId} and d.deleted_at is null ${filter}
      order by d.id, rank desc, m.number
    ),
    recent as (
      select d.id, d.current_version_id from documents d
      where (select broad from scope)
        and d.organization_id = ${organizationId} and d.deleted_at is null ${filter}
      order by d.updated_at desc, d.id desc
      limit ${BROAD_QUERY_DOCUMENTS}
    ),
    broad_hits as (
      select distinct on (r.id) r.id as document_id, p.number as page,
             ts_rank_cd(p.search, q.text_query, 32) as rank
      from q, recent r
      join document_pages p on p.version_id = r.current_version_id
      where p.search @@ q.text_query
      order by r.id, rank desc, p.number
    ),
    page_hits as (
      select * from exact_hits union all select * from broad_hits
    ),
    name_hits as (
      select d.id as document_id, ${NAME_WEIGHT}::real as rank
      from q, documents d
      where d.organization_id = ${organizationId} and d.deleted_at is null
        and d.name_search @@ q.name_query ${filter}
    ),
    hits as (
      select coalesce(p.document_id, n.document_id) as document_id, p.page,
             coalesce(p.rank, 0) + coalesce(n.rank, 0) as rank
      from page_hits p full join name_hits n on n.document_id = p.document_id
    )
    select document_id, page, rank::float8 as rank, (count(*) over ())::int as total,
           (select broad from scope) as broad
    from hits
    order by rank desc, document_id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `,
  );
  // A page past the last has no rows to carry the figures: ask for the first page's only then.
  const first = rows[0] ?? (query.page > 1 ? await firstRow(db, organizationId, query) : undefined);
  return {
    rows: rows.map((row): SearchRow => ({ documentId: row.document_id, page: row.page, rank: Number(row.rank) })),
    total: Number(first?.total ?? 0),
    totalExact: !first?.broad,
  };
}

async function firstRow(db: Database, organizationId: string, query: DocumentListParams & { q: string }) {
  const first = await searchDocuments(db, organizationId, { ...query, page: 1, pageSize: 1 });
  return { total: first.total, broad: !first.totalExact };
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
