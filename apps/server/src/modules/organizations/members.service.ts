import { roleAtLeast, type Member, type OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../activity';
import { getUserSummaries } from '../users';
import * as repo from './organizations.repo';

interface OrgContext {
  id: string;
  role: OrganizationRole;
}

export async function listMembers(db: Database, organizationId: string): Promise<Member[]> {
  const rows = await repo.listMemberships(db, organizationId);
  const people = await getUserSummaries(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => {
    const person = people.get(row.userId);
    return {
      userId: row.userId,
      name: person?.name ?? 'Former user',
      email: person?.email ?? '',
      imageUrl: person?.image ?? null,
      role: row.role,
      joinedAt: row.joinedAt.toISOString(),
    };
  });
}

async function requireMember(db: Database, organizationId: string, userId: string) {
  const membership = await repo.findMembership(db, organizationId, userId);
  if (!membership) throw new AppError('NOT_FOUND', 'This person is not a member of the organisation');
  return membership;
}

/** Only an owner may touch an owner or make one; admins manage everyone else. */
function assertMayManage(actorRole: OrganizationRole, targetRole: OrganizationRole, newRole?: OrganizationRole) {
  if (!roleAtLeast(actorRole, 'admin')) throw new AppError('FORBIDDEN', 'Only admins and owners manage the team');
  if (actorRole !== 'owner' && (targetRole === 'owner' || newRole === 'owner')) {
    throw new AppError('FORBIDDEN', 'Only an owner can make, change or remove an owner');
  }
}

const LAST_OWNER = 'An organisation must keep at least one owner. Make someone else an owner first.';

async function assertNotLastOwner(tx: Database, organizationId: string, userId: string) {
  const owners = await repo.lockOwners(tx, organizationId);
  if (owners.length === 1 && owners[0]!.userId === userId) throw new AppError('CONFLICT', LAST_OWNER);
}

async function nameOf(db: Database, userId: string) {
  return (await getUserSummaries(db, [userId])).get(userId)?.name ?? 'a member';
}

export async function changeRole(db: Database, actor: Actor, org: OrgContext, userId: string, role: OrganizationRole) {
  const target = await requireMember(db, org.id, userId);
  assertMayManage(org.role, target.role, role);
  if (target.role === role) return;
  const name = await nameOf(db, userId);
  await db.transaction(async (tx) => {
    if (target.role === 'owner') await assertNotLastOwner(tx, org.id, userId);
    await repo.setMemberRole(tx, org.id, userId, role);
    await recordActivity(tx, actor, {
      organizationId: org.id,
      action: 'member.role_changed',
      entityType: 'member',
      entityId: userId,
      summary: `changed ${name}'s role from ${target.role} to ${role}`,
      before: { role: target.role },
      after: { role },
    });
  });
}

export async function removeMember(db: Database, actor: Actor, org: OrgContext, userId: string) {
  if (userId === actor.uid) throw new AppError('BAD_REQUEST', 'To leave the organisation, use "Leave organisation"');
  const target = await requireMember(db, org.id, userId);
  assertMayManage(org.role, target.role);
  const name = await nameOf(db, userId);
  await db.transaction(async (tx) => {
    if (target.role === 'owner') await assertNotLastOwner(tx, org.id, userId);
    await repo.deleteMembership(tx, org.id, userId);
    await recordActivity(tx, actor, {
      organizationId: org.id,
      action: 'member.removed',
      entityType: 'member',
      entityId: userId,
      summary: `removed ${name} from the organisation`,
      before: { role: target.role },
    });
  });
}

export async function leaveOrganization(db: Database, actor: Actor, organizationId: string) {
  const membership = await repo.findMembership(db, organizationId, actor.uid);
  if (!membership) throw new AppError('NOT_FOUND', 'Organisation not found');
  await db.transaction(async (tx) => {
    if (membership.role === 'owner') {
      const owners = await repo.lockOwners(tx, organizationId);
      if (owners.length === 1) {
        throw new AppError(
          'CONFLICT',
          'You are the last owner. Make someone else an owner, or delete the organisation, before you leave.',
        );
      }
    }
    await repo.deleteMembership(tx, organizationId, actor.uid);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'member.left',
      entityType: 'member',
      entityId: actor.uid,
      summary: 'left the organisation',
      before: { role: membership.role },
    });
  });
}

/** The new owner becomes owner; the previous owner stays on as admin. */
export async function transferOwnership(db: Database, actor: Actor, org: OrgContext, userId: string) {
  if (org.role !== 'owner') throw new AppError('FORBIDDEN', 'Only an owner can transfer ownership');
  if (userId === actor.uid) throw new AppError('BAD_REQUEST', 'You already own this organisation');
  const target = await requireMember(db, org.id, userId);
  const name = await nameOf(db, userId);
  await db.transaction(async (tx) => {
    await repo.lockOwners(tx, org.id);
    await repo.setMemberRole(tx, org.id, userId, 'owner');
    await repo.setMemberRole(tx, org.id, actor.uid, 'admin');
    await recordActivity(tx, actor, {
      organizationId: org.id,
      action: 'organization.ownership_transferred',
      entityType: 'member',
      entityId: userId,
      summary: `transferred ownership to ${name}`,
      before: { role: target.role },
      after: { role: 'owner' },
    });
  });
}
