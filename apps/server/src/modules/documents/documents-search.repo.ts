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

export async function searchDocuments(
  db: Database,
  organizationId: string,
  query: DocumentListParams & { q: string },
): Promise<{ rows: SearchRow[]; total: number }> {
  const filter = filterSql(query);
  const rows = await selectRows<{ document_id: string; page: number | null; rank: number; total: number }>(
    db,
    sql`
    with q as (
      select websearch_to_tsquery('english', ${query.q}) as text_query,
             websearch_to_tsquery('simple', ${query.q}) as name_query
    ),
    page_hits as (
      select distinct on (d.id) d.id as document_id, p.number as page,
             ts_rank_cd(p.search, q.text_query, 32) as rank
      from q, document_pages p
      join documents d on d.current_version_id = p.version_id
      where p.organization_id = ${organizationId} and p.search @@ q.text_query
        and d.organization_id = ${organizationId} and d.deleted_at is null ${filter}
      order by d.id, rank desc, p.number
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
    select document_id, page, rank::float8 as rank, (count(*) over ())::int as total
    from hits
    order by rank desc, document_id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `,
  );
  // A page past the last has no rows to carry the total: count again only then.
  const total = rows[0]?.total ?? (query.page > 1 ? await countHits(db, organizationId, query) : 0);
  return {
    rows: rows.map((row): SearchRow => ({ documentId: row.document_id, page: row.page, rank: Number(row.rank) })),
    total: Number(total),
  };
}

async function countHits(
  db: Database,
  organizationId: string,
  query: DocumentListParams & { q: string },
): Promise<number> {
  const first = await searchDocuments(db, organizationId, { ...query, page: 1, pageSize: 1 });
  return first.total;
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
