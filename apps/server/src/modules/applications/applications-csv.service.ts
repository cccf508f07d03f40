import { APPLICATION_STATUSES, STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import {
  APPLICATION_CSV_COLUMNS,
  IMPORT_MAX_ROWS,
  type ApplicationCsvColumn,
  type ApplicationListParams,
  type ImportResult,
  type ImportRowError,
} from '@grantpilot/shared/contracts/applications';
import { isoDateSchema, currencySchema } from '@grantpilot/shared/contracts/common';
import { END_OF_DAY, isTimeZone } from '@grantpilot/shared/deadlines';
import { amountProblem } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { CsvSyntaxError, parseCsv, toCsv } from '../../lib/csv';
import type { Actor } from '../../plugins/auth';
import { listMembers } from '../organizations';
import { projectIdsByName } from '../projects';
import { insertApplications } from './application-commands.service';
import { toApplications } from './application-queries.service';
import * as repo from './applications.repo';

export const EXPORT_MAX_ROWS = 100_000;
const PREVIEW_ROWS = 50;

/** The filtered table as CSV, in the import's columns, oldest first. */
export async function exportApplicationsCsv(db: Database, organizationId: string, query: ApplicationListParams) {
  const rows = await repo.listAllApplications(db, repo.listFilter(organizationId, query), EXPORT_MAX_ROWS);
  const applications = await toApplications(db, rows);
  const members = new Map((await listMembers(db, organizationId)).map((member) => [member.userId, member.email]));
  return toCsv(
    APPLICATION_CSV_COLUMNS,
    applications.map((application) => [
      application.title,
      application.funder?.name,
      application.programme,
      application.project?.name,
      application.status,
      application.currency,
      application.amountRequested,
      application.amountAwarded,
      application.deadline?.date,
      application.deadline?.time,
      application.deadline?.timeZone,
      application.internalDeadline,
      application.submittedOn,
      application.decidedOn,
      application.owner ? members.get(application.owner.userId) : null,
      application.notes,
    ]),
  );
}

const STATUS_BY_NAME = new Map<string, ApplicationStatus>(
  APPLICATION_STATUSES.flatMap((status) => [
    [status, status],
    [STATUS_LABELS[status].toLowerCase(), status],
  ]),
);

/** "Amount requested", "amount_requested" and "AMOUNT-REQUESTED" all name the same column. */
const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

type Cells = Partial<Record<ApplicationCsvColumn, string>>;

/**
 * Reads the file and checks every row without writing anything: each problem is reported with
 * its line, column and reason. With `commit`, the rows are written only if none has a problem.
 */
export async function importApplicationsCsv(
  db: Database,
  actor: Actor,
  organizationId: string,
  csv: string,
  commit: boolean,
): Promise<ImportResult> {
  let table: string[][];
  try {
    table = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new AppError('BAD_REQUEST', `The file is not valid CSV: ${error.message}.`);
    throw error;
  }
  const [header, ...lines] = table;
  if (!header) throw new AppError('BAD_REQUEST', 'The file is empty.');
  const keys = header.map(columnKey);
  const unknown = header.filter(
    (_name, index) => !(APPLICATION_CSV_COLUMNS as readonly string[]).includes(keys[index]!),
  );
  if (unknown.length) {
    throw new AppError(
      'BAD_REQUEST',
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are: ${APPLICATION_CSV_COLUMNS.join(', ')}.`,
    );
  }
  for (const required of ['title', 'currency'] as const) {
    if (!keys.includes(required)) throw new AppError('BAD_REQUEST', `The file needs a "${required}" column.`);
  }
  if (lines.length > IMPORT_MAX_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `The file has ${lines.length} rows; at most ${IMPORT_MAX_ROWS} can be imported at once.`,
    );
  }

  const [projects, members] = await Promise.all([
    projectIdsByName(db, organizationId),
    listMembers(db, organizationId),
  ]);
  const memberIds = new Map(members.map((member) => [member.email.toLowerCase(), member.userId]));
  const errors: ImportRowError[] = [];
  const inputs: Parameters<typeof insertApplications>[3] = [];
  const preview: ImportResult['preview'] = [];

  lines.forEach((line, index) => {
    const row = index + 2;
    const cells: Cells = Object.fromEntries(keys.map((key, column) => [key, (line[column] ?? '').trim()]));
    const problem = (column: ApplicationCsvColumn | null, reason: string) => errors.push({ row, column, reason });
    const before = errors.length;
    const text = (column: ApplicationCsvColumn, max: number) => {
      const value = cells[column] || null;
      if (value && value.length > max) problem(column, `is longer than ${max} characters`);
      return value;
    };
    const date = (column: ApplicationCsvColumn) => {
      const value = cells[column] || null;
      if (value && !isoDateSchema.safeParse(value).success) problem(column, 'must be a date such as 2026-11-23');
      return value;
    };

    const title = cells.title ?? '';
    if (title.length < 3) problem('title', 'must be at least 3 characters');
    if (title.length > 200) problem('title', 'is longer than 200 characters');
    const currencyResult = currencySchema.safeParse(cells.currency ?? '');
    if (!currencyResult.success) problem('currency', 'must be an ISO 4217 currency code such as EUR');
    const currency = currencyResult.success ? currencyResult.data : 'EUR';
    const amount = (column: 'amount_requested' | 'amount_awarded') => {
      const value = cells[column] || null;
      const reason = value && currencyResult.success ? amountProblem(value, currency) : null;
      if (reason) problem(column, reason);
      return value;
    };
    const status = cells.status ? STATUS_BY_NAME.get(cells.status.toLowerCase()) : 'prospect';
    if (!status) problem('status', `must be one of ${APPLICATION_STATUSES.join(', ')}`);
    const projectName = cells.project || null;
    const project = projectName ? projects.get(projectName.toLowerCase()) : undefined;
    if (projectName && !project) problem('project', `no project is named "${projectName}"`);
    const ownerEmail = cells.owner_email || null;
    const ownerUserId = ownerEmail ? memberIds.get(ownerEmail.toLowerCase()) : actor.uid;
    if (ownerEmail && !ownerUserId) problem('owner_email', `${ownerEmail} is not a member of the organisation`);

    const deadlineDate = date('deadline_date');
    const deadlineTime = cells.deadline_time || END_OF_DAY;
    const timeZone = cells.deadline_time_zone || 'UTC';
    if (cells.deadline_time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(cells.deadline_time)) {
      problem('deadline_time', 'must be a time such as 17:00');
    }
    if (!isTimeZone(timeZone)) problem('deadline_time_zone', 'must be a time zone such as Europe/Brussels');
    if (!deadlineDate && (cells.deadline_time || cells.deadline_time_zone)) {
      problem('deadline_date', 'is needed with a deadline time or time zone');
    }
    const funder = text('funder', 200);
    if (funder !== null && funder.length < 2) problem('funder', 'must be at least 2 characters');

    const input = {
      title,
      funderId: null,
      funderName: funder ?? undefined,
      programme: text('programme', 200),
      projectId: project?.id ?? null,
      status: status ?? 'prospect',
      currency,
      amountRequested: amount('amount_requested'),
      amountAwarded: amount('amount_awarded'),
      deadline: deadlineDate ? { date: deadlineDate, time: deadlineTime, timeZone } : null,
      internalDeadline: date('internal_deadline'),
      submittedOn: date('submitted_on'),
      decidedOn: date('decided_on'),
      ownerUserId: ownerUserId ?? null,
      notes: text('notes', 20_000),
    };
    if (errors.length > before) return;
    inputs.push(input);
    if (preview.length < PREVIEW_ROWS) {
      preview.push({
        row,
        title,
        funder,
        project: project?.name ?? null,
        status: input.status,
        currency,
        amountRequested: input.amountRequested,
        deadline: input.deadline ? `${input.deadline.date} ${input.deadline.time} (${input.deadline.timeZone})` : null,
      });
    }
  });

  const result = { total: lines.length, valid: inputs.length, errors, preview, imported: 0 };
  if (!commit) return result;
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'The file has no rows to import.');
  if (errors.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file has ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was imported. Fix them and try again.`,
      errors.slice(0, 100).map((error) => ({
        path: `row ${error.row}${error.column ? `, ${error.column}` : ''}`,
        message: error.reason,
      })),
    );
  }
  await insertApplications(db, actor, organizationId, inputs, 'a CSV file');
  return { ...result, imported: inputs.length };
}

export const csvContentType = 'text/csv; charset=utf-8';
