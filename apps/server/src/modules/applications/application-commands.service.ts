import type {
  Application,
  ApplicationStatus,
  CreateApplicationBody,
  StatusMove,
  UpdateApplicationBody,
} from '@grantpilot/shared/contracts/applications';
import {
  DECIDED_STATUSES,
  moveKind,
  PREPARATION_STATUSES,
  STATUS_LABELS,
  transitionRefusal,
} from '@grantpilot/shared/application-pipeline';
import { amountProblem, normalizeAmount } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidField } from '../../lib/validation';
import type { Actor } from '../../plugins/auth';
import { changedFields, fieldWords, recordActivity } from '../activity';
import { resolveFunder } from '../funders';
import { findMembership } from '../organizations';
import { requireProject } from '../projects';
import { deadlineColumns } from './application-deadline';
import {
  amountOut,
  APPLICATION_NOT_FOUND,
  getApplication,
  listStatusHistory,
  requireApplicationRow,
} from './application-queries.service';
import * as repo from './applications.repo';

/** Changing applications: create, import, edit, move along the pipeline, delete; each with its
 *  activity entry in the same transaction. */

async function assertMember(db: Database, organizationId: string, userId: string | null | undefined, path: string) {
  if (userId && !(await findMembership(db, organizationId, userId))) {
    throw invalidField(path, 'must be a member of the organisation');
  }
}

async function assertProject(db: Database, organizationId: string, projectId: string | null | undefined) {
  if (!projectId) return;
  await requireProject(db, organizationId, projectId).catch(() => {
    throw invalidField('body.projectId', 'is not a project of this organisation');
  });
}

const today = () => new Date().toISOString().slice(0, 10);

export type NewApplicationInput = Omit<
  Required<CreateApplicationBody>,
  'funderName' | 'ownerUserId' | 'status' | 'reference'
> & {
  funderName?: string | undefined;
  reference?: string | null | undefined;
  ownerUserId: string | null;
  status: ApplicationStatus;
};

/** Inserts one application with its first status-history entry, in the caller's transaction. */
async function insertApplicationRecord(tx: Database, actor: Actor, organizationId: string, input: NewApplicationInput) {
  const funder = await resolveFunder(tx, actor, organizationId, input);
  const row = await repo.insertApplication(tx, {
    organizationId,
    title: input.title,
    funderId: funder?.id ?? null,
    programme: input.programme,
    reference: input.reference ?? null,
    projectId: input.projectId,
    status: input.status,
    currency: input.currency,
    amountRequested: amountOut(input.amountRequested, input.currency),
    amountAwarded: amountOut(input.amountAwarded, input.currency),
    ...deadlineColumns(input.deadline),
    internalDeadline: input.internalDeadline,
    submittedOn: input.submittedOn ?? (input.status !== 'prospect' && input.status !== 'drafting' ? today() : null),
    decidedOn: input.decidedOn ?? (DECIDED_STATUSES.includes(input.status) ? today() : null),
    ownerUserId: input.ownerUserId,
    notes: input.notes,
  });
  await repo.insertStatusChange(tx, {
    applicationId: row.id,
    fromStatus: null,
    toStatus: row.status,
    changedBy: actor.uid,
    changedByName: actor.name,
  });
  return { row, funder };
}

export async function createApplication(
  db: Database,
  actor: Actor,
  organizationId: string,
  body: Omit<Required<CreateApplicationBody>, 'funderName' | 'ownerUserId' | 'reference'> & {
    funderName?: string | undefined;
    reference?: string | null | undefined;
    ownerUserId?: string | null | undefined;
  },
): Promise<Application> {
  const ownerUserId = body.ownerUserId === undefined ? actor.uid : body.ownerUserId;
  await assertMember(db, organizationId, ownerUserId, 'body.ownerUserId');
  await assertProject(db, organizationId, body.projectId);
  const id = await db.transaction(async (tx) => {
    const { row, funder } = await insertApplicationRecord(tx, actor, organizationId, { ...body, ownerUserId });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.created',
      entityType: 'application',
      entityId: row.id,
      projectId: row.projectId,
      summary: `created the application ${row.title}${funder ? ` to ${funder.name}` : ''}`,
      after: { title: row.title, status: row.status },
    });
    return row.id;
  });
  return getApplication(db, organizationId, id);
}

/**
 * A file's worth of applications at once (the CSV import): created and updated all or none, in
 * one transaction with one activity entry for the import (each update keeps its own, with what
 * it changed); `alsoInTransaction` writes what must stand or fall with them.
 */
export async function importApplications(
  db: Database,
  actor: Actor,
  organizationId: string,
  work: {
    creates: NewApplicationInput[];
    updates: { applicationId: string; body: UpdateApplicationBody }[];
    source: string;
  },
  alsoInTransaction: (tx: Database) => Promise<void>,
) {
  const { creates, updates, source } = work;
  await db.transaction(async (tx) => {
    for (const input of creates) await insertApplicationRecord(tx, actor, organizationId, input);
    for (const update of updates) {
      await applyApplicationUpdate(tx, actor, organizationId, update.applicationId, update.body);
    }
    if (creates.length || updates.length) {
      const applications = (count: number) => `${count} application${count === 1 ? '' : 's'}`;
      await recordActivity(tx, actor, {
        organizationId,
        action: 'application.imported',
        entityType: 'application',
        summary: updates.length
          ? `imported ${source}: ${applications(creates.length)} created, ${updates.length} updated`
          : `imported ${applications(creates.length)} from ${source}`,
      });
    }
    await alsoInTransaction(tx);
  });
}

/** The application page's names for its fields (a deadline's four columns are one deadline). */
const APPLICATION_FIELD_WORDS: Record<string, string> = {
  title: 'title',
  programme: 'programme',
  reference: 'reference',
  funderId: 'funder',
  projectId: 'project',
  currency: 'currency',
  amountRequested: 'amount requested',
  amountAwarded: 'amount awarded',
  deadlineDate: 'deadline',
  deadlineTime: 'deadline',
  deadlineTimeZone: 'deadline',
  deadlineAt: 'deadline',
  internalDeadline: 'internal deadline',
  ownerUserId: 'owner',
  notes: 'notes',
};

export async function updateApplication(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  body: UpdateApplicationBody,
): Promise<Application> {
  await applyApplicationUpdate(db, actor, organizationId, applicationId, body);
  return getApplication(db, organizationId, applicationId);
}

/** The update without reading the application back (the import updates many and shows none). */
async function applyApplicationUpdate(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  body: UpdateApplicationBody,
) {
  const { application: before } = await requireApplicationRow(db, organizationId, applicationId);
  await assertMember(db, organizationId, body.ownerUserId, 'body.ownerUserId');
  await assertProject(db, organizationId, body.projectId);
  const currency = body.currency ?? before.currency;
  // Amounts must suit the (possibly new) currency, whether they are sent now or kept.
  for (const field of ['amountRequested', 'amountAwarded'] as const) {
    const amount =
      body[field] !== undefined ? body[field] : before[field] && normalizeAmount(before[field], before.currency);
    const problem = amount ? amountProblem(amount, currency) : null;
    if (problem) throw invalidField(`body.${field}`, problem);
  }

  const { funderId, funderName, deadline, ...rest } = body;
  await db.transaction(async (tx) => {
    const changes: Partial<repo.NewApplication> = { ...rest };
    if (funderId !== undefined || funderName !== undefined) {
      changes.funderId = (await resolveFunder(tx, actor, organizationId, { funderId, funderName }))?.id ?? null;
    }
    if (deadline !== undefined) Object.assign(changes, deadlineColumns(deadline));
    for (const field of ['amountRequested', 'amountAwarded'] as const) {
      const amount = body[field] !== undefined ? body[field] : before[field];
      if (body[field] !== undefined || body.currency) changes[field] = amountOut(amount ?? null, currency);
    }
    const diff = changedFields(before, changes);
    if (diff.changed.length === 0) return;
    const updated = await repo.updateApplication(tx, organizationId, applicationId, changes);
    if (!updated) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.updated',
      entityType: 'application',
      entityId: applicationId,
      // Unlinked from a project: the project's feed still shows it leaving.
      projectId: updated.projectId ?? before.projectId,
      summary: `updated the application ${updated.title}: ${fieldWords(diff.changed, APPLICATION_FIELD_WORDS)}`,
      before: diff.before,
      after: diff.after,
    });
  });
}

export interface StatusMoveInput {
  status: ApplicationStatus;
  on?: string | undefined;
  amountAwarded?: string | undefined;
  decidedOn?: string | undefined;
  reason?: string | undefined;
}

/** What an award or a move back may carry, refused precisely when it does not fit the move. */
function checkMoveInput(row: repo.ApplicationRow, input: StatusMoveInput, kind: 'forward' | 'back') {
  const to = input.status;
  if (input.amountAwarded !== undefined) {
    if (to !== 'awarded') throw invalidField('body.amountAwarded', 'is taken only when the application is awarded');
    const problem = amountProblem(input.amountAwarded, row.currency);
    if (problem) throw invalidField('body.amountAwarded', problem);
  }
  if (input.decidedOn !== undefined && !DECIDED_STATUSES.includes(to)) {
    throw invalidField('body.decidedOn', 'is taken only when the application is awarded or declined');
  }
  if (kind === 'back' && !input.reason) {
    const from = STATUS_LABELS[row.status].toLowerCase();
    const back = STATUS_LABELS[to].toLowerCase();
    throw new AppError('VALIDATION_FAILED', `Moving an application back from ${from} to ${back} needs a reason.`, [
      { path: 'body.reason', message: `is needed to move an application back from ${from} to ${back}` },
    ]);
  }
}

/** The dates and amount a move sets: forward moves fill what is empty; a move back clears what no longer holds. */
function moveChanges(row: repo.ApplicationRow, input: StatusMoveInput, on: string) {
  const to = input.status;
  const changes: Partial<repo.NewApplication> = { status: to };
  if ((to === 'submitted' || to === 'under_review') && !row.submittedOn) changes.submittedOn = on;
  if (DECIDED_STATUSES.includes(to)) changes.decidedOn = input.decidedOn ?? row.decidedOn ?? on;
  else if (row.decidedOn) changes.decidedOn = null;
  if (PREPARATION_STATUSES.includes(to) && row.submittedOn) changes.submittedOn = null;
  if (input.amountAwarded !== undefined) changes.amountAwarded = normalizeAmount(input.amountAwarded, row.currency);
  return changes;
}

const pipelineFields = (row: repo.ApplicationRow) => ({
  amountAwarded: row.amountAwarded,
  submittedOn: row.submittedOn,
  decidedOn: row.decidedOn,
});

/**
 * Moves an application along the pipeline, or back with a reason. Any other move is a 409 that
 * says why; each move is kept in the status history with what it carried (an award's amount and
 * decision date, a reason) and what it replaced, so it can be undone exactly.
 */
export async function changeStatus(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  input: StatusMoveInput,
): Promise<StatusMove> {
  const on = input.on ?? today();
  const changeId = await db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, organizationId, applicationId);
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const to = input.status;
    const kind = moveKind(row.status, to);
    if (kind === 'refused') throw new AppError('CONFLICT', transitionRefusal(row.status, to));
    checkMoveInput(row, input, kind);
    const changes = moveChanges(row, input, on);
    const updated = await repo.updateApplication(tx, organizationId, applicationId, changes);
    const id = await repo.insertStatusChange(tx, {
      applicationId,
      fromStatus: row.status,
      toStatus: to,
      changedBy: actor.uid,
      changedByName: actor.name,
      amountAwarded: to === 'awarded' ? (updated?.amountAwarded ?? null) : null,
      decidedOn: DECIDED_STATUSES.includes(to) ? (updated?.decidedOn ?? null) : null,
      reason: kind === 'back' ? (input.reason ?? null) : null,
      before: pipelineFields(row),
    });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.status_changed',
      entityType: 'application',
      entityId: applicationId,
      projectId: row.projectId,
      summary:
        `moved ${row.title} ${kind === 'back' ? 'back ' : ''}from ${STATUS_LABELS[row.status]} to ${STATUS_LABELS[to]}` +
        (kind === 'back' ? `: ${input.reason}` : ''),
      before: { status: row.status },
      after: { status: to, ...(input.reason && kind === 'back' ? { reason: input.reason } : {}) },
    });
    return id;
  });
  return moveAnswer(db, organizationId, applicationId, changeId);
}

/**
 * Undoes a move (the toast's Undo): the status and the fields that move set go back to what they
 * were, and the undo is itself a history entry. Only the latest move can be undone, so nothing
 * done since is lost; an application's first entry (its creation) is not a move.
 */
export async function undoStatusChange(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  changeId: string,
): Promise<StatusMove> {
  const undoId = await db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, organizationId, applicationId);
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const latest = await repo.latestStatusChange(tx, applicationId);
    const change = latest?.id === changeId ? latest : await repo.findStatusChange(tx, applicationId, changeId);
    if (!change) throw new AppError('NOT_FOUND', 'No such move of this application.');
    if (change.id !== latest?.id) {
      throw new AppError('CONFLICT', 'Only the latest move can be undone; this application has moved since.');
    }
    if (!change.fromStatus || !change.before) {
      throw new AppError('CONFLICT', 'This entry is where the application began; there is no move to undo.');
    }
    const restored = change.before;
    await repo.updateApplication(tx, organizationId, applicationId, { status: change.fromStatus, ...restored });
    const id = await repo.insertStatusChange(tx, {
      applicationId,
      fromStatus: row.status,
      toStatus: change.fromStatus,
      changedBy: actor.uid,
      changedByName: actor.name,
      undoOf: change.id,
      before: pipelineFields(row),
    });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.status_changed',
      entityType: 'application',
      entityId: applicationId,
      projectId: row.projectId,
      summary: `undid moving ${row.title} to ${STATUS_LABELS[row.status]}; it is ${STATUS_LABELS[change.fromStatus]} again`,
      before: { status: row.status },
      after: { status: change.fromStatus },
    });
    return id;
  });
  return moveAnswer(db, organizationId, applicationId, undoId);
}

async function moveAnswer(db: Database, organizationId: string, applicationId: string, changeId: string) {
  const application = await getApplication(db, organizationId, applicationId);
  const history = await listStatusHistory(db, applicationId, application.currency);
  const change = history.find(({ id }) => id === changeId)!;
  return { ...application, change };
}

export async function deleteApplication(db: Database, actor: Actor, organizationId: string, applicationId: string) {
  const { application } = await requireApplicationRow(db, organizationId, applicationId);
  await db.transaction(async (tx) => {
    await repo.deleteApplication(tx, organizationId, applicationId);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.deleted',
      entityType: 'application',
      entityId: applicationId,
      projectId: application.projectId,
      summary: `deleted the application ${application.title}`,
      before: { title: application.title, status: application.status },
    });
  });
}
