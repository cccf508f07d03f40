import type {
  AdminListQuery,
  AdminOrganization,
  AdminOrganizationDetail,
  AdminOrganizationList,
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  SystemHealth,
} from '@grantpilot/shared/contracts/admin';
import type { Database, DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appVersion, migrationTags } from '../../lib/app-version';
import type { QueueStatus } from '../../lib/jobs';
import { setAccountDisabled } from '../users';
import * as repo from './admin.repo';

/** Owners listed per organisation: enough to know whom to write to. */
const OWNERS_SHOWN = 5;
/** Members listed on an organisation's page; more than any team this product is for. */
const MEMBERS_SHOWN = 500;

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

async function withOrganizations(db: Database, rows: UserRow[]): Promise<AdminUser[]> {
  const memberships = await repo.membershipsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    uid: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    organizations: memberships
      .filter((membership) => membership.userId === row.id)
      .map(({ id, name, role }) => ({ id, name, role })),
  }));
}

export async function listUsers(db: Database, query: AdminUserListQuery): Promise<AdminUserList> {
  const { rows, total } = await repo.listUsers(db, query, query.pageSize, (query.page - 1) * query.pageSize);
  return { users: await withOrganizations(db, rows), page: query.page, pageSize: query.pageSize, total };
}

/**
 * Disables or enables an account. An administrator cannot disable themselves: nobody would be
 * left to undo it when they are the only one.
 */
export async function setUserDisabled(
  db: Database,
  actorUid: string,
  uid: string,
  disabled: boolean,
): Promise<AdminUser> {
  if (disabled && uid === actorUid) {
    throw new AppError('CONFLICT', 'You cannot disable your own account. Ask another administrator.');
  }
  await setAccountDisabled(db, uid, disabled);
  const row = await repo.findUser(db, uid);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such account');
  const [user] = await withOrganizations(db, [row]);
  return user!;
}

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof repo.findOrganization>>>;

function organizationOf(row: OrganizationRow, owners: { organizationId: string; email: string }[]): AdminOrganization {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    memberCount: Number(row.memberCount),
    documentCount: Number(row.documentCount),
    storageBytes: Number(row.storageBytes),
    owners: owners.filter((owner) => owner.organizationId === row.id).map((owner) => owner.email),
  };
}

export async function listOrganizations(db: Database, query: AdminListQuery): Promise<AdminOrganizationList> {
  const { rows, total } = await repo.listOrganizations(db, query.q, query.pageSize, (query.page - 1) * query.pageSize);
  const owners = await repo.ownersOf(
    db,
    rows.map((row) => row.id),
    OWNERS_SHOWN,
  );
  return {
    organizations: rows.map((row) => organizationOf(row, owners)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

export async function getOrganization(db: Database, organizationId: string): Promise<AdminOrganizationDetail> {
  const row = await repo.findOrganization(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found');
  const [owners, members] = await Promise.all([
    repo.ownersOf(db, [organizationId], OWNERS_SHOWN),
    repo.membersOf(db, organizationId, MEMBERS_SHOWN),
  ]);
  return {
    ...organizationOf(row, owners),
    members: members.map((member) => ({
      ...member,
      joinedAt: member.joinedAt.toISOString(),
      disabledAt: member.disabledAt?.toISOString() ?? null,
    })),
  };
}

/** What the health page needs of the rest of the server: handed in by the app. */
export interface HealthSources {
  database: DatabaseHandle;
  jobs: { running: boolean; status(): Promise<QueueStatus[]> };
  mail: { transport: 'smtp' | 'outbox'; outboxMessages(): Promise<number> };
}

export async function systemHealth(sources: HealthSources): Promise<SystemHealth> {
  const { database, jobs, mail } = sources;
  const [sizeBytes, migrations, stamp, queues] = await Promise.all([
    repo.databaseSize(database.db),
    database.migrationStatus(),
    repo.newestMigrationStamp(database.db),
    jobs.status(),
  ]);
  return {
    version: appVersion(),
    database: { kind: database.kind, sizeBytes },
    migrations: { ...migrations, latest: stamp === null ? null : (migrationTags().get(stamp) ?? null) },
    jobs: {
      running: jobs.running,
      queues: queues.map((queue) => ({
        ...queue,
        lastCompletedAt: queue.lastCompletedAt?.toISOString() ?? null,
        lastFailedAt: queue.lastFailedAt?.toISOString() ?? null,
      })),
    },
    mail: {
      transport: mail.transport,
      outboxMessages: mail.transport === 'outbox' ? await mail.outboxMessages() : null,
    },
  };
}
