import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Words typed into a search box as a prefix query over a `tsvector` column: "open sci" finds
 * "Open Science Fund". Only letters and digits reach the query, so no input can break its syntax.
 */
export function searchCondition(column: AnyColumn, typed: string | undefined) {
  const words = (typed ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  if (!words?.length) return undefined;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`${column} @@ to_tsquery('simple', ${query})`;
}
