import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AccountState } from '@grantpilot/shared/contracts/admin';
import { selectRows, type Database } from '../../db/client';
import { memberships, organizations, users } from '../../db/schema';

/**
 * The installation seen whole: the one repo that reads across every organisation. Each list is
 * one query per page (plus one for its organisations), which is why these reads join other
 * modules' tables here instead of asking each module row by row.
 */

/** `typed` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
function containing(typed: string) {
  return `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const STATES = {
  disabled: isNotNull(users.disabledAt),
  verified: eq(users.emailVerified, true),
  unverified: eq(users.emailVerified, false),
} satisfies Record<AccountState, unknown>;

function userSearch(q: string | undefined, state: AccountState | undefined) {
  return and(
    q ? or(ilike(users.email, containing(q)), ilike(users.name, containing(q))) : undefined,
    state ? STATES[state] : undefined,
  );
}

export async function listUsers(
  db: Database,
  filter: { q?: string | undefined; state?: AccountState | undefined },
  limit: number,
  offset: number,
) {
  const where = userSearch(filter.q, filter.state);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ count: count() }).from(users).where(where);
  return { rows, total: total?.count ?? 0 };
}

export async function findUser(db: Database, uid: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, uid))
    .limit(1);
  return row;
}

/** The organisations of the users on a page, by name. */
export async function membershipsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: memberships.userId,
      id: organizations.id,
      name: organizations.name,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(inArray(memberships.userId, userIds))
    .orderBy(asc(organizations.name));
}

const organizationFigures = {
  id: organizations.id,
  name: organizations.name,
  createdAt: organizations.createdAt,
  // Written out with aliases: drizzle leaves columns unqualified in a selected expression.
  memberCount: sql<number>`(select count(*)::int from memberships m where m.organization_id = organizations.id)`,
  documentCount: sql<number>`(select count(*)::int from documents d where d.organization_id = organizations.id)`,
  storageBytes: sql<string>`(select coalesce(sum(v.size_bytes), 0)::text from document_versions v where v.organization_id = organizations.id)`,
};

export async function findOrganization(db: Database, organizationId: string) {
  const [row] = await db.select(organizationFigures).from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

/** An organisation's members, owners first, then by email; at most `limit`. */
export async function membersOf(db: Database, organizationId: string, limit: number) {
  return db
    .select({
      uid: users.id,
      email: users.email,
      name: users.name,
      role: memberships.role,
      joinedAt: memberships.joinedAt,
      disabledAt: users.disabledAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(
      sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`,
      asc(users.email),
    )
    .limit(limit);
}

export async function listOrganizations(db: Database, q: string | undefined, limit: number, offset: number) {
  const where = q ? ilike(organizations.name, containing(q)) : undefined;
  const rows = await db
    .select(organizationFigures)
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ count: count() }).from(organizations).where(where);
  return { rows, total: total?.count ?? 0 };
}

/** The owners' addresses of the organisations on a page, at most `perOrganization` each. */
export async function ownersOf(db: Database, organizationIds: string[], perOrganization: number) {
  if (organizationIds.length === 0) return [];
  return selectRows<{ organizationId: string; email: string }>(
    db,
    sql`select organization_id as "organizationId", email from (
          select m.organization_id, u.email,
                 row_number() over (partition by m.organization_id order by m.joined_at) as n
            from memberships m join users u on u.id = m.user_id
           where m.role = 'owner'
             and m.organization_id in (${sql.join(
               organizationIds.map((id) => sql`${id}::uuid`),
               sql`, `,
             )})
        ) owners where n <= ${perOrganization}`,
  );
}

export async function databaseSize(db: Database) {
  const [row] = await selectRows<{ size: string }>(db, sql`select pg_database_size(current_database())::text as size`);
  return Number(row?.size ?? 0);
}

/** The newest applied migration's time stamp: drizzle records its journal entry's `when`. */
export async function newestMigrationStamp(db: Database) {
  const [row] = await selectRows<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  return row?.at ? Number(row.at) : null;
}
