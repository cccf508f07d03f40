import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/**
 * What "export my data" takes from each table (PRODUCT.md §9): every table of the schema is
 * here, either exported with the rows that belong to the person, or left out with the reason.
 * `export-tables.test.ts` fails when a table is added to the schema and not to this list, so a
 * new module decides what of its data a person takes with them.
 *
 * A row belongs to the person when it belongs to an organisation they own (`organization`), or
 * names them (`person`: their account, their settings, what they were assigned, uploaded,
 * started or own in an organisation they are only a member of).
 */

export interface Scope {
  /** The person. */
  userId: string;
  /** The organisations they own: every row of these is theirs to take. */
  ownedOrganizationIds: string[];
}

export interface ExportedTable {
  table: PgTable;
  /** The rows of the person's own organisations; absent when the table has none. */
  organization?: (scope: Scope) => SQL;
  /** The rows that name the person. */
  person?: (scope: Scope) => SQL;
  /** Columns never exported: secrets (password hashes, tokens) and search vectors. */
  omit?: string[];
  /** The columns that order the rows (the primary key), so batches neither repeat nor skip. */
  orderBy: string[];
}

export interface LeftOutTable {
  table: PgTable;
  why: string;
}

const ownedIn = (column: string) => (scope: Scope) =>
  scope.ownedOrganizationIds.length
    ? sql`${sql.identifier(column)} in (${sql.join(
        scope.ownedOrganizationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;
const owned = ownedIn('organization_id');
const ownedApplications = (scope: Scope) => sql`application_id in (select id from applications where ${owned(scope)})`;
const ownTickets = (scope: Scope) => sql`ticket_id in (select id from support_tickets where user_id = ${scope.userId})`;
const names = (column: string) => (scope: Scope) => sql`${sql.identifier(column)} = ${scope.userId}`;

export const EXPORTED_TABLES: ExportedTable[] = [
  { table: schema.users, person: names('id'), orderBy: ['id'] },
  { table: schema.userSettings, person: names('user_id'), orderBy: ['user_id'] },
  {
    table: schema.accounts,
    person: names('user_id'),
    omit: ['password', 'access_token', 'refresh_token', 'id_token'],
    orderBy: ['id'],
  },
  { table: schema.sessions, person: names('user_id'), omit: ['token'], orderBy: ['id'] },
  { table: schema.userPhotos, person: names('user_id'), omit: ['bytes'], orderBy: ['user_id'] },
  { table: schema.calendarFeeds, person: names('user_id'), omit: ['token', 'token_hash'], orderBy: ['user_id'] },
  { table: schema.organizations, organization: ownedIn('id'), orderBy: ['id'] },
  { table: schema.organizationLogos, organization: owned, omit: ['bytes'], orderBy: ['organization_id'] },
  { table: schema.memberships, organization: owned, person: names('user_id'), orderBy: ['organization_id', 'user_id'] },
  {
    table: schema.invitations,
    organization: owned,
    person: names('invited_by'),
    omit: ['token_hash'],
    orderBy: ['id'],
  },
  { table: schema.activityLog, organization: owned, person: names('actor_id'), orderBy: ['id'] },
  { table: schema.projects, organization: owned, person: names('lead_user_id'), omit: ['search'], orderBy: ['id'] },
  { table: schema.funders, organization: owned, orderBy: ['id'] },
  {
    table: schema.importMappings,
    organization: owned,
    person: names('user_id'),
    orderBy: ['organization_id', 'user_id'],
  },
  {
    table: schema.applications,
    organization: owned,
    person: names('owner_user_id'),
    omit: ['search'],
    orderBy: ['id'],
  },
  {
    table: schema.applicationStatusHistory,
    organization: ownedApplications,
    person: names('changed_by'),
    orderBy: ['id'],
  },
  {
    table: schema.applicationTasks,
    organization: ownedApplications,
    person: names('assignee_user_id'),
    orderBy: ['id'],
  },
  {
    table: schema.deadlineReminders,
    organization: ownedApplications,
    person: names('recipient_id'),
    orderBy: ['application_id', 'days_before', 'deadline_at'],
  },
  { table: schema.documents, organization: owned, person: names('created_by'), omit: ['name_search'], orderBy: ['id'] },
  { table: schema.documentVersions, organization: owned, person: names('uploaded_by'), orderBy: ['id'] },
  { table: schema.analyses, organization: owned, person: names('created_by'), orderBy: ['id'] },
  // A person's support tickets, the whole conversation and its files; not the tickets of others an
  // instance administrator answered.
  { table: schema.supportTickets, person: names('user_id'), orderBy: ['id'] },
  { table: schema.supportMessages, person: ownTickets, orderBy: ['id'] },
  { table: schema.supportAttachments, person: ownTickets, orderBy: ['id'] },
];

export const LEFT_OUT_TABLES: LeftOutTable[] = [
  { table: schema.verifications, why: 'short-lived codes of email verification and password reset' },
  { table: schema.jwks, why: "the instance's own signing keys" },
  { table: schema.deletedAccounts, why: 'tombstones of deleted accounts: nobody is left to export them' },
  { table: schema.deletedOrganizationFiles, why: "bookkeeping of deleted organisations' files until they are purged" },
  { table: schema.applicationRollups, why: 'running totals computed from the applications, which are exported' },
  { table: schema.documentPages, why: 'the text read from the files, which are exported themselves' },
  { table: schema.dataExports, why: 'the exports themselves' },
  { table: schema.weeklyDigests, why: 'which week a digest went out, so that it goes once' },
];

export const tableName = (table: PgTable) => getTableConfig(table).name;

const BATCH = 1_000;

/** The person and the organisations they own (as owner: all of an organisation's data). */
export async function exportScope(db: Database, userId: string): Promise<Scope> {
  const rows = await selectRows<{ organization_id: string }>(
    db,
    sql`select organization_id from memberships where user_id = ${userId} and role = 'owner' order by organization_id`,
  );
  return { userId, ownedOrganizationIds: rows.map((row) => row.organization_id) };
}

function scopeCondition(entry: ExportedTable, scope: Scope) {
  const parts = [entry.organization?.(scope), entry.person?.(scope)].filter((part) => part !== undefined);
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` or `,
  );
}

/** The rows of one table that belong to the person, in batches, without the omitted columns. */
export async function* exportedRows(db: Database, entry: ExportedTable, scope: Scope) {
  const order = sql.join(
    entry.orderBy.map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectRows<Record<string, unknown>>(
      db,
      sql`select * from ${sql.identifier(tableName(entry.table))} where ${scopeCondition(entry, scope)}
          order by ${order} limit ${BATCH} offset ${offset}`,
    );
    for (const row of rows) {
      for (const column of entry.omit ?? []) delete row[column];
      yield row;
    }
    if (rows.length < BATCH) return;
  }
}

/** The logos of the organisations the person owns, with their bytes. */
export function ownedLogos(db: Database, scope: Scope) {
  return selectRows<{ organization_id: string; content_type: string; bytes: Uint8Array }>(
    db,
    sql`select organization_id, content_type, bytes from organization_logos where ${owned(scope)}`,
  );
}

/** The person's profile photo, with its bytes. */
export async function personPhoto(db: Database, scope: Scope) {
  const [row] = await selectRows<{ content_type: string; bytes: Uint8Array }>(
    db,
    sql`select content_type, bytes from user_photos where user_id = ${scope.userId}`,
  );
  return row;
}
