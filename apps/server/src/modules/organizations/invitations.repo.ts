import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { invitations, organizations } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(
  db: Database,
  values: {
    organizationId: string;
    email: string;
    role: OrganizationRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function listInvitations(db: Database, organizationId: string) {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export async function findInvitation(db: Database, organizationId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, invitationId)))
    .limit(1);
  return row;
}

const withOrganization = { invitation: invitations, organizationName: organizations.name };

export async function findByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select(withOrganization)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findById(db: Database, invitationId: string) {
  const [row] = await db
    .select(withOrganization)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row;
}

/** Open invitations addressed to an email, for the invitee's dashboard. */
export async function listOpenForEmail(db: Database, email: string, now: Date) {
  return db
    .select(withOrganization)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export async function renewInvitation(db: Database, invitationId: string, tokenHash: string, expiresAt: Date) {
  await db.update(invitations).set({ tokenHash, expiresAt }).where(eq(invitations.id, invitationId));
}

export async function markRevoked(db: Database, invitationId: string) {
  await db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, invitationId));
}

export async function markAccepted(db: Database, invitationId: string) {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
