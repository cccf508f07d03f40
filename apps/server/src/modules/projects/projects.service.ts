import type {
  CreateProjectBody,
  Project,
  ProjectList,
  ProjectListParams,
  UpdateProjectBody,
} from '@grantpilot/shared/contracts/projects';
import { amountProblem, normalizeAmount } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidField } from '../../lib/validation';
import type { Actor } from '../../plugins/auth';
import { changedFields, fieldWords, recordActivity } from '../activity';
import { findMembership } from '../organizations';
import { getUserSummaries } from '../users';
import * as repo from './projects.repo';

const NOT_FOUND = 'Project not found';

async function toProjects(db: Database, rows: repo.ProjectRow[]): Promise<Project[]> {
  const people = await getUserSummaries(
    db,
    rows.flatMap((row) => (row.leadUserId ? [row.leadUserId] : [])),
  );
  return rows.map((row) => {
    const lead = row.leadUserId ? people.get(row.leadUserId) : undefined;
    return {
      id: row.id,
      name: row.name,
      summary: row.summary,
      description: row.description,
      status: row.status,
      budget:
        row.budgetAmount !== null && row.budgetCurrency
          ? { amount: normalizeAmount(row.budgetAmount, row.budgetCurrency), currency: row.budgetCurrency }
          : null,
      startDate: row.startDate,
      endDate: row.endDate,
      tags: row.tags,
      lead: lead ? { userId: lead.id, name: lead.name } : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toProject(db: Database, row: repo.ProjectRow) {
  return (await toProjects(db, [row]))[0]!;
}

async function assertLeadIsMember(db: Database, organizationId: string, leadUserId: string | null | undefined) {
  if (!leadUserId) return;
  if (!(await findMembership(db, organizationId, leadUserId))) {
    throw invalidField('body.leadUserId', 'must be a member of the organisation');
  }
}

export async function listProjects(
  db: Database,
  organizationId: string,
  query: ProjectListParams,
): Promise<ProjectList> {
  const { rows, total, exact } = await repo.listProjects(db, organizationId, query);
  return {
    projects: await toProjects(db, rows),
    total,
    totalExact: exact,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function requireProject(db: Database, organizationId: string, projectId: string) {
  const row = await repo.findProject(db, organizationId, projectId);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export async function createProject(
  db: Database,
  actor: Actor,
  organizationId: string,
  body: Required<CreateProjectBody>,
): Promise<Project> {
  await assertLeadIsMember(db, organizationId, body.leadUserId);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertProject(tx, {
      organizationId,
      ...body,
      tags: [...new Set(body.tags)],
      budgetAmount:
        body.budgetAmount !== null && body.budgetCurrency
          ? normalizeAmount(body.budgetAmount, body.budgetCurrency)
          : null,
    });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'project.created',
      entityType: 'project',
      entityId: created.id,
      summary: `created the project ${created.name}`,
      after: { name: created.name, status: created.status },
    });
    return created;
  });
  return toProject(db, row);
}

/** What changed, as "status: planning → active", for the activity log. */
/** The project page's names for its fields (a status change is told with its move). */
const PROJECT_FIELD_WORDS: Record<string, string> = {
  name: 'name',
  summary: 'summary',
  description: 'description',
  budgetAmount: 'budget',
  budgetCurrency: 'budget',
  startDate: 'start date',
  endDate: 'end date',
  tags: 'tags',
  leadUserId: 'lead',
};

export async function updateProject(
  db: Database,
  actor: Actor,
  organizationId: string,
  projectId: string,
  body: UpdateProjectBody,
): Promise<Project> {
  const before = await requireProject(db, organizationId, projectId);
  await assertLeadIsMember(db, organizationId, body.leadUserId);
  const merged = {
    budgetAmount: body.budgetAmount !== undefined ? body.budgetAmount : before.budgetAmount,
    budgetCurrency: body.budgetCurrency !== undefined ? body.budgetCurrency : before.budgetCurrency,
    startDate: body.startDate !== undefined ? body.startDate : before.startDate,
    endDate: body.endDate !== undefined ? body.endDate : before.endDate,
  };
  if (merged.budgetAmount !== null && !merged.budgetCurrency) {
    throw invalidField('body.budgetCurrency', 'is needed with a budget amount');
  }
  // The stored amount comes back at the column's scale ("12500.500"): compare it as its currency writes it.
  const storedAmount =
    before.budgetAmount !== null && before.budgetCurrency
      ? normalizeAmount(before.budgetAmount, before.budgetCurrency)
      : null;
  const problem =
    body.budgetAmount && merged.budgetCurrency ? amountProblem(body.budgetAmount, merged.budgetCurrency) : null;
  if (problem) throw invalidField('body.budgetAmount', problem);
  // A new currency must suit the amount that stays (12500.50 cannot become yen without rounding).
  const kept = body.budgetAmount === undefined && body.budgetCurrency ? storedAmount : null;
  const keptProblem = kept ? amountProblem(kept, body.budgetCurrency!) : null;
  if (keptProblem)
    throw invalidField('body.budgetCurrency', `does not suit the budget of ${kept}: the amount ${keptProblem}`);
  if (merged.startDate && merged.endDate && merged.endDate < merged.startDate) {
    throw invalidField('body.endDate', 'must not be before the start date');
  }

  const changes: Partial<repo.NewProject> = { ...body };
  if (body.tags) changes.tags = [...new Set(body.tags)];
  if (merged.budgetAmount !== null && merged.budgetCurrency && (body.budgetAmount || body.budgetCurrency)) {
    changes.budgetAmount = normalizeAmount(merged.budgetAmount, merged.budgetCurrency);
  }
  const diff = changedFields({ ...before, budgetAmount: storedAmount }, changes);
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateProject(tx, organizationId, projectId, changes);
    if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (diff.changed.length) {
      const words = [
        fieldWords(diff.changed, PROJECT_FIELD_WORDS),
        diff.changed.includes('status') ? `status ${before.status} → ${updated.status}` : '',
      ].filter(Boolean);
      await recordActivity(tx, actor, {
        organizationId,
        action: 'project.updated',
        entityType: 'project',
        entityId: projectId,
        summary: `updated the project ${updated.name}: ${words.join(', ')}`,
        before: diff.before,
        after: diff.after,
      });
    }
    return updated;
  });
  return toProject(db, row);
}

export async function deleteProject(db: Database, actor: Actor, organizationId: string, projectId: string) {
  const project = await requireProject(db, organizationId, projectId);
  await db.transaction(async (tx) => {
    await repo.deleteProject(tx, organizationId, projectId);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'project.deleted',
      entityType: 'project',
      entityId: projectId,
      summary: `deleted the project ${project.name}`,
      before: { name: project.name, status: project.status },
    });
  });
}

export function listProjectTags(db: Database, organizationId: string) {
  return repo.listTags(db, organizationId);
}

export function findProjectNames(db: Database, organizationId: string, ids: string[]) {
  return repo.findProjectNames(db, organizationId, ids);
}

export function countActiveProjects(db: Database, organizationId: string) {
  return repo.countActiveProjects(db, organizationId);
}

export function projectIdsByName(db: Database, organizationId: string) {
  return repo.projectIdsByName(db, organizationId);
}
