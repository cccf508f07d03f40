import type { Funder, FunderListParams } from '@grantpilot/shared/contracts/funders';
import type { Database } from '../../db/client';
import { PG_UNIQUE_VIOLATION, sqlState } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { invalidField } from '../../lib/validation';
import { changedFields, fieldWords, recordActivity, type Actor } from '../activity';
import { funderStats } from '../applications';
import * as repo from './funders.repo';

export function toFunder(row: repo.FunderRow): Funder {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    contactPerson: row.contactPerson,
    email: row.email,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new funder in the activity log, whether added on its own or typed new on an application. */
function recordFunderCreated(tx: Database, actor: Actor, organizationId: string, funder: repo.FunderRow) {
  return recordActivity(tx, actor, {
    organizationId,
    action: 'funder.created',
    entityType: 'funder',
    entityId: funder.id,
    summary: `added the funder ${funder.name}`,
  });
}

export function listFunderChoices(db: Database, organizationId: string) {
  return repo.listFunderChoices(db, organizationId);
}

/** A page of the organisation's funders, each with its applications' figures. */
export async function listFundersWithStats(db: Database, organizationId: string, query: FunderListParams) {
  const { rows, total } = await repo.listFunders(db, organizationId, query);
  const stats = await funderStats(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  const none = { applications: 0, decided: 0, awarded: 0, successRate: null };
  return {
    funders: rows.map((row) => ({ ...toFunder(row), stats: stats.get(row.id) ?? none })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function requireFunder(db: Database, organizationId: string, funderId: string) {
  const row = await repo.findFunder(db, organizationId, funderId);
  if (!row) throw new AppError('NOT_FOUND', 'Funder not found');
  return row;
}

/**
 * The funder an application names: an existing one by id, or one typed by name — found
 * regardless of case, or created on the fly (in the caller's transaction, with its activity).
 */
export async function resolveFunder(
  tx: Database,
  actor: Actor,
  organizationId: string,
  choice: { funderId?: string | null; funderName?: string | undefined },
) {
  if (choice.funderId) {
    const row = await repo.findFunder(tx, organizationId, choice.funderId);
    if (!row) throw invalidField('body.funderId', 'is not a funder of this organisation');
    return row;
  }
  if (!choice.funderName) return null;
  const { row, created } = await repo.insertOrFindFunder(tx, { organizationId, name: choice.funderName });
  if (created) await recordFunderCreated(tx, actor, organizationId, row);
  return row;
}

export async function createFunder(
  db: Database,
  actor: Actor,
  organizationId: string,
  body: {
    name: string;
    website: string | null;
    contactPerson: string | null;
    email: string | null;
    notes: string | null;
  },
) {
  return db.transaction(async (tx) => {
    const { row, created } = await repo.insertOrFindFunder(tx, { organizationId, ...body });
    if (!created) throw new AppError('CONFLICT', `A funder named ${row.name} already exists`);
    await recordFunderCreated(tx, actor, organizationId, row);
    return toFunder(row);
  });
}

/** The funder page's names for its fields. */
const FUNDER_FIELD_WORDS: Record<string, string> = {
  name: 'name',
  website: 'website',
  contactPerson: 'contact person',
  email: 'email',
  notes: 'notes',
};

export async function updateFunder(
  db: Database,
  actor: Actor,
  organizationId: string,
  funderId: string,
  body: Partial<repo.NewFunder>,
) {
  const before = await requireFunder(db, organizationId, funderId);
  const diff = changedFields(before, body);
  if (diff.changed.length === 0) return toFunder(before);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.updateFunder(tx, organizationId, funderId, body);
      if (!row) throw new AppError('NOT_FOUND', 'Funder not found');
      await recordActivity(tx, actor, {
        organizationId,
        action: 'funder.updated',
        entityType: 'funder',
        entityId: funderId,
        summary: `updated the funder ${row.name}: ${fieldWords(diff.changed, FUNDER_FIELD_WORDS)}`,
        before: diff.before,
        after: diff.after,
      });
      return toFunder(row);
    });
  } catch (error) {
    if (sqlState(error) === PG_UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', `A funder named ${body.name} already exists`);
    throw error;
  }
}
