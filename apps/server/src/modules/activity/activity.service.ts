import type { ActivityEntry } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import * as repo from './activity.repo';
import { isUuid } from '../../lib/uuid';

/** Who did something: the signed-in user (`currentActor(request)`). */
export type { Actor };

export interface ActivityInput {
  organizationId: string;
  action: string;
  entityType: string;
  entityId?: string | null;
  /** The project an application's entry belongs to (a project's own entries belong to it anyway). */
  projectId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records who changed what. Callers pass their transaction, so the entry is written if and only
 * if the change is.
 */
export async function recordActivity(tx: Database, actor: Actor, input: ActivityInput) {
  await repo.insertActivity(tx, {
    organizationId: input.organizationId,
    actorId: actor.uid,
    actorName: actor.name,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId ?? null,
    projectId: input.projectId ?? (input.entityType === 'project' ? input.entityId : null) ?? null,
    summary: input.summary,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

/**
 * A user's id changed (an account carried over to another identity service): entries about
 * them as a member follow. Entries they wrote follow by the foreign key.
 */
export async function followUserIdChange(tx: Database, fromUserId: string, toUserId: string) {
  await repo.renameMemberEntity(tx, fromUserId, toUserId);
}

function encodeCursor(entry: { cursorAt: string; id: string }) {
  return Buffer.from(`${entry.cursorAt}|${entry.id}`).toString('base64url');
}

/** A timestamptz as PostgreSQL prints it: "2026-11-23 03:30:00.123456+00". */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeCursor(cursor: string) {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !PG_TIMESTAMP.test(createdAt) || !id || !isUuid(id)) {
    throw new AppError('BAD_REQUEST', 'The page cursor is not valid');
  }
  return { createdAt, id };
}

export async function getActivityPage(
  db: Database,
  organizationId: string,
  query: { limit: number; cursor?: string | undefined; entityType?: string | undefined; entityId?: string | undefined },
): Promise<{ entries: ActivityEntry[]; nextCursor: string | null }> {
  const rows = await repo.listActivity(db, organizationId, {
    limit: query.limit + 1,
    entity: query.entityType && query.entityId ? { type: query.entityType, id: query.entityId } : undefined,
    before: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ entry: row }) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
      actorName: row.actorName,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ cursorAt: last.cursorAt, id: last.entry.id }) : null,
  };
}

/** The organisation's changes since `since`: their number and the newest few (the weekly digest). */
export function recentActivity(db: Database, organizationId: string, since: Date, limit: number) {
  return repo.activitySince(db, organizationId, since, limit);
}
