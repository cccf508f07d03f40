import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { customType, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { organizations } from './organizations';

/*
 * Columns the grant-work tables share (projects, funders, applications, tasks). Every such table
 * carries organization_id, and every index starts with it: each query is scoped to one
 * organisation, so its cost follows that organisation's data, not the instance's.
 */

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Exact money: 13 integer digits and up to 3 decimals (ISO 4217's largest minor unit). */
export const money = (name: string) => numeric(name, { precision: 16, scale: 3 });
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
export const person = (name: string) =>
  text(name).references(() => users.id, { onDelete: 'set null', onUpdate: 'cascade' });
/**
 * The search words of a record, each column's weighted for ranking (A counts most, D least). The
 * 'simple' configuration: names of projects and funders are not English prose.
 */
export const searchable = (...columns: [SQL, 'A' | 'B' | 'C' | 'D'][]) =>
  tsvector('search').generatedAlwaysAs(
    sql`${sql.join(
      columns.map(
        ([column, weight]) => sql`setweight(to_tsvector('simple', coalesce(${column}, '')), '${sql.raw(weight)}')`,
      ),
      sql` || `,
    )}`,
  );

/**
 * A table's columns but its search vector, for reading rows: only the database reads the vector,
 * and sent as text it is each row's largest value (a page of 25 applications carried it for
 * nothing).
 */
export function columnsWithoutSearch<T extends Table>(table: T): Omit<T['_']['columns'], 'search'> {
  const { search: _search, ...columns } = getTableColumns(table) as T['_']['columns'] & { search?: unknown };
  return columns;
}
