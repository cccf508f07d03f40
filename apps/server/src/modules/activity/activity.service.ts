import type { ActivityEntry } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './activity.repo';

export interface Actor {
  uid: string;
  name: string | null;
}

export interface ActivityInput {
  organizationId: string;
  action: string;
  entityType: string;
  entityId?: string | null;
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
    summary: input.summary,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

function encodeCursor(entry: { createdAt: Date; id: string }) {
  return Buffer.from(`${entry.createdAt.toISOString()}|${entry.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string) {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime()))
    throw new AppError('BAD_REQUEST', 'The page cursor is not valid');
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
    entries: page.map((row) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
      actorName: row.actorName,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
