import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { memberships, organizationLogos, organizations } from '../../db/schema';

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  brandName: organizations.brandName,
  useOrganizationBranding: organizations.useOrganizationBranding,
  profileType: organizations.profileType,
  profileCountry: organizations.profileCountry,
  annualBudgetAmount: organizations.annualBudgetAmount,
  annualBudgetCurrency: organizations.annualBudgetCurrency,
  createdAt: organizations.createdAt,
  logoId: organizationLogos.id,
};

export async function insertOrganization(db: Database, name: string) {
  const [row] = await db.insert(organizations).values({ name }).returning();
  return row!;
}

export async function insertMembership(db: Database, organizationId: string, userId: string, role: OrganizationRole) {
  await db.insert(memberships).values({ organizationId, userId, role });
}

const membershipReads = createReadCache<string, { role: OrganizationRole } | undefined>();

/** A user's role in an organisation (every organisation's route asks), kept until the next write. */
export async function findMembership(db: Database, organizationId: string, userId: string) {
  return membershipReads.read(db, `${organizationId} ${userId}`, () => selectMembership(db, organizationId, userId));
}

async function selectMembership(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The organisation a user works in now (the one selected last, then by name) with its branding,
 * as a subquery of the row holding `userId`, for a LEFT JOIN LATERAL: the profile read joins it
 * to the user's row and is one statement.
 */
export function activeOrganizationOf(userId: AnyPgColumn) {
  return new QueryBuilder()
    .select({
      name: organizations.name,
      brandName: organizations.brandName,
      useOrganizationBranding: organizations.useOrganizationBranding,
      logoId: organizationLogos.id,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.selectedAt), asc(organizations.name))
    .limit(1)
    .as('active_organization');
}

/** The user's organisations, the one selected last first. */
export async function listOrganizationsOfUser(db: Database, userId: string) {
  return db
    .select({ ...organizationColumns, role: memberships.role, selectedAt: memberships.selectedAt })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.selectedAt), asc(organizations.name));
}

export async function findOrganization(db: Database, organizationId: string) {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** The profile columns alone, for modules that check eligibility. */
export async function findProfile(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      profileType: organizations.profileType,
      profileCountry: organizations.profileCountry,
      annualBudgetAmount: organizations.annualBudgetAmount,
      annualBudgetCurrency: organizations.annualBudgetCurrency,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

export async function markSelected(db: Database, organizationId: string, userId: string) {
  const rows = await db
    .update(memberships)
    .set({ selectedAt: sql`now()` })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .returning({ role: memberships.role });
  return rows.length > 0;
}

export async function updateOrganization(
  db: Database,
  organizationId: string,
  changes: Partial<
    Pick<
      typeof organizations.$inferInsert,
      | 'name'
      | 'brandName'
      | 'useOrganizationBranding'
      | 'profileType'
      | 'profileCountry'
      | 'annualBudgetAmount'
      | 'annualBudgetCurrency'
    >
  >,
) {
  await db
    .update(organizations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId));
}

export async function deleteOrganization(db: Database, organizationId: string) {
  await db.delete(organizations).where(eq(organizations.id, organizationId));
}

export async function upsertLogo(db: Database, organizationId: string, contentType: string, bytes: Buffer) {
  const [row] = await db
    .insert(organizationLogos)
    .values({ organizationId, contentType, bytes })
    .onConflictDoUpdate({
      target: organizationLogos.organizationId,
      // A new id per upload: the URL changes, so the old one can be cached forever.
      set: { contentType, bytes, id: sql`gen_random_uuid()`, updatedAt: sql`now()` },
    })
    .returning({ id: organizationLogos.id });
  return row!.id;
}

export async function deleteLogo(db: Database, organizationId: string) {
  await db.delete(organizationLogos).where(eq(organizationLogos.organizationId, organizationId));
}

export async function findLogo(db: Database, logoId: string) {
  const [row] = await db
    .select({ contentType: organizationLogos.contentType, bytes: organizationLogos.bytes })
    .from(organizationLogos)
    .where(eq(organizationLogos.id, logoId))
    .limit(1);
  return row;
}

export async function listMemberships(db: Database, organizationId: string) {
  return db
    .select({ userId: memberships.userId, role: memberships.role, joinedAt: memberships.joinedAt })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.joinedAt));
}

/**
 * The owners of an organisation, locked until the transaction ends: two owners demoting each
 * other at the same moment must not leave an organisation without one.
 */
export async function lockOwners(tx: Database, organizationId: string) {
  return tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')))
    .for('update');
}

export async function setMemberRole(db: Database, organizationId: string, userId: string, role: OrganizationRole) {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export async function deleteMembership(db: Database, organizationId: string, userId: string) {
  await db
    .delete(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/** For each organisation the user belongs to: their role and how many members it has. */
export async function membershipSummaries(db: Database, userId: string) {
  return db
    .select({
      organizationId: memberships.organizationId,
      name: organizations.name,
      role: memberships.role,
      memberCount: sql<number>`(select count(*)::int from ${memberships} m where m.organization_id = ${memberships.organizationId})`,
      ownerCount: sql<number>`(select count(*)::int from ${memberships} m where m.organization_id = ${memberships.organizationId} and m.role = 'owner')`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId));
}

/** A page of the users who belong to at least one organisation, by id after `afterUserId`. */
export async function memberUserIdsAfter(db: Database, afterUserId: string | null, limit: number) {
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(afterUserId === null ? undefined : gt(memberships.userId, afterUserId))
    .orderBy(asc(memberships.userId))
    .limit(limit);
  return rows.map((row) => row.userId);
}
