import { APPLICATION_STATUSES, STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { importApplicationsBodySchema } from '@grantpilot/shared/contracts/application-import';
import {
  CSV_COLUMN_LABELS,
  IMPORT_MAX_ROWS,
  REQUIRED_CSV_COLUMNS,
  type ApplicationCsvColumn,
  type ImportResult,
  type ImportRowError,
} from '@grantpilot/shared/contracts/application-import';
import type { UpdateApplicationBody } from '@grantpilot/shared/contracts/applications';
import { currencySchema } from '@grantpilot/shared/contracts/common';
import { END_OF_DAY, isTimeZone } from '@grantpilot/shared/deadlines';
import { amountProblem } from '@grantpilot/shared/money';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { CsvSyntaxError, parseCsv } from '../../lib/csv';
import { detectDateFormat, readDate } from '../../lib/csv-dates';
import type { Actor } from '../../plugins/auth';
import { listMembers } from '../organizations';
import { projectIdsByName } from '../projects';
import { importApplications, type NewApplicationInput } from './application-commands.service';
import * as importRepo from './application-import.repo';
import { resolveMapping } from './application-import-mapping';

const PREVIEW_ROWS = 50;
const DATE_COLUMNS = ['deadline_date', 'internal_deadline', 'submitted_on', 'decided_on'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATUS_BY_NAME = new Map<string, ApplicationStatus>(
  APPLICATION_STATUSES.flatMap((status) => [
    [status, status],
    [STATUS_LABELS[status].toLowerCase(), status],
  ]),
);

/**
 * How a row finds the application it already is: by the `id` column the export writes, when the
 * file has it and the id is one of this organisation's; otherwise by title and funder together
 * (case and spacing aside), which is how a person tells their applications apart: the same
 * title to another funder is another application.
 */
const naturalKey = (title: string, funder: string | null | undefined) =>
  `${title.trim().toLowerCase()}\u0000${(funder ?? '').trim().toLowerCase()}`;

type Body = z.output<typeof importApplicationsBodySchema>;
type Cells = Partial<Record<ApplicationCsvColumn, string>>;
type Preview = ImportResult['preview'][number];

function readTable(csv: string) {
  try {
    return parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new AppError('BAD_REQUEST', `The file is not valid CSV: ${error.message}.`);
    }
    throw error;
  }
}

/**
 * Reads the file through the mapping and checks every row by the rules the real import uses,
 * without writing (the preview). With `commit`, writes the good rows: all of them, or, when any
 * row has a problem, none unless `goodRowsOnly`. Rows that already exist are skipped or update
 * their application, as the user chose; the mapping is remembered for the user's next import.
 */
export async function importApplicationsCsv(
  db: Database,
  actor: Actor,
  organizationId: string,
  body: Body,
): Promise<ImportResult> {
  const [rawHeader, ...lines] = readTable(body.csv);
  if (!rawHeader) throw new AppError('BAD_REQUEST', 'The file is empty.');
  if (lines.length > IMPORT_MAX_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `The file has ${lines.length} rows; at most ${IMPORT_MAX_ROWS} can be imported at once. Split it and import the parts one after the other.`,
    );
  }
  const headers = rawHeader.map((header) => header.trim());
  const remembered = body.mapping ? null : await importRepo.findImportMapping(db, organizationId, actor.uid);
  const mapping = resolveMapping(headers, body.mapping, remembered);
  const missing = Object.entries(mapping).find(([, header]) => !headers.includes(header));
  if (missing) {
    throw new AppError(
      'BAD_REQUEST',
      `The file has no column "${missing[1]}" (chosen for ${CSV_COLUMN_LABELS[missing[0] as ApplicationCsvColumn]}). Choose one of its columns.`,
    );
  }
  const columnOf = new Map(Object.entries(mapping).map(([field, header]) => [field, headers.indexOf(header)]));
  const cellsOf = (line: string[]): Cells =>
    Object.fromEntries([...columnOf].map(([field, index]) => [field, (line[index] ?? '').trim()]));
  const rows = lines.map(cellsOf);

  const detected = detectDateFormat(rows.flatMap((cells) => DATE_COLUMNS.map((column) => cells[column] ?? '')));
  const dateFormat = body.dateFormat ?? detected.format;
  const base = {
    total: lines.length,
    headers,
    mapping,
    dateFormat,
    dateFormatAmbiguous: detected.ambiguous,
    imported: 0,
  };

  const unmapped = REQUIRED_CSV_COLUMNS.filter((field) => mapping[field] === undefined);
  if (unmapped.length) {
    const errors = unmapped.map((field) => ({
      row: 1,
      column: field,
      reason: `Choose the column of the file that holds the ${CSV_COLUMN_LABELS[field].toLowerCase()}.`,
    }));
    if (body.commit) throw new AppError('BAD_REQUEST', errors.map((error) => error.reason).join(' '));
    return { ...base, valid: 0, errors, preview: [], created: 0, updated: 0, skipped: 0 };
  }

  const [projects, members, existing] = await Promise.all([
    projectIdsByName(db, organizationId),
    listMembers(db, organizationId),
    importRepo.applicationKeys(db, organizationId),
  ]);
  const memberIds = new Map(members.map((member) => [member.email.toLowerCase(), member.userId]));
  const existingById = new Map(existing.map((application) => [application.id, application]));
  const existingByKey = new Map(
    existing.map((application) => [naturalKey(application.title, application.funderName), application]),
  );

  const errors: ImportRowError[] = [];
  const creates: NewApplicationInput[] = [];
  const updates: { applicationId: string; body: UpdateApplicationBody }[] = [];
  const preview: Preview[] = [];
  let skipped = 0;
  const seen = new Map<string, number>();

  rows.forEach((cells, index) => {
    const row = index + 2;
    const problems: ImportRowError[] = [];
    const problem = (column: ApplicationCsvColumn | null, reason: string) => problems.push({ row, column, reason });
    const mapped = (column: ApplicationCsvColumn) => mapping[column] !== undefined;
    const text = (column: ApplicationCsvColumn, max: number) => {
      const value = cells[column] || null;
      if (value && value.length > max) problem(column, `is longer than ${max} characters`);
      return value;
    };
    const date = (column: (typeof DATE_COLUMNS)[number]) => {
      const value = cells[column] || null;
      if (!value) return null;
      const read = readDate(value, dateFormat);
      if ('problem' in read) problem(column, read.problem);
      return 'date' in read ? read.date : null;
    };

    const title = cells.title ?? '';
    if (title.length < 3) problem('title', 'must be at least 3 characters');
    if (title.length > 200) problem('title', 'is longer than 200 characters');
    const currencyResult = currencySchema.safeParse(cells.currency ?? '');
    if (!currencyResult.success) problem('currency', 'must be an ISO 4217 currency code such as EUR');
    const currency = currencyResult.success ? currencyResult.data : (cells.currency ?? '');
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
    const ownerUserId = ownerEmail ? memberIds.get(ownerEmail.toLowerCase()) : null;
    if (ownerEmail && !ownerUserId) problem('owner_email', `${ownerEmail} is not a member of the organisation`);

    const deadlineDate = date('deadline_date');
    const deadlineTime = cells.deadline_time || END_OF_DAY;
    const timeZone = cells.deadline_time_zone || 'UTC';
    if (cells.deadline_time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(cells.deadline_time)) {
      problem('deadline_time', 'must be a time such as 17:00');
    }
    if (!isTimeZone(timeZone)) problem('deadline_time_zone', 'must be a time zone such as Europe/Brussels');
    if (!cells.deadline_date && (cells.deadline_time || cells.deadline_time_zone)) {
      problem('deadline_date', 'is needed with a deadline time or time zone');
    }
    const funder = text('funder', 200);
    if (funder !== null && funder.length < 2) problem('funder', 'must be at least 2 characters');
    const id = cells.id || null;
    if (id && !UUID.test(id)) problem('id', 'is not an id GrantPilot wrote; leave it empty for a new application');

    const match = (id ? existingById.get(id.toLowerCase()) : undefined) ?? existingByKey.get(naturalKey(title, funder));
    const action = match ? (body.existing === 'update' ? 'update' : 'skip') : 'create';
    // Two rows for one application would create it twice or update it twice: the second is reported.
    const identity = match?.id ?? naturalKey(title, funder);
    const earlier = seen.get(identity);
    if (earlier) problem('title', `is the same application as row ${earlier} (same title and funder, or same id)`);
    else seen.set(identity, row);
    if (match && action === 'update' && status && mapped('status') && status !== match.status) {
      problem(
        'status',
        `is ${STATUS_LABELS[status]} in the file but ${STATUS_LABELS[match.status]} in GrantPilot; move it on the board, where each move keeps its dates`,
      );
    }

    const fields = {
      title,
      funderName: funder,
      programme: text('programme', 200),
      projectId: project?.id ?? null,
      currency,
      amountRequested: amount('amount_requested'),
      amountAwarded: amount('amount_awarded'),
      deadline: deadlineDate ? { date: deadlineDate, time: deadlineTime, timeZone } : null,
      internalDeadline: date('internal_deadline'),
      submittedOn: date('submitted_on'),
      decidedOn: date('decided_on'),
      notes: text('notes', 20_000),
    };
    errors.push(...problems);
    if (preview.length < PREVIEW_ROWS) {
      preview.push({
        row,
        action: problems.length ? null : action,
        title,
        funder,
        project: project?.name ?? projectName,
        status: status ?? cells.status ?? null,
        currency,
        amountRequested: fields.amountRequested,
        deadline: fields.deadline
          ? `${fields.deadline.date} ${fields.deadline.time} (${fields.deadline.timeZone})`
          : (cells.deadline_date ?? null),
        problems,
      });
    }
    if (problems.length) return;
    if (action === 'skip') skipped++;
    else if (action === 'create') {
      creates.push({
        ...fields,
        funderId: null,
        funderName: funder ?? undefined,
        status: status ?? 'prospect',
        ownerUserId: ownerEmail ? ownerUserId! : actor.uid,
      });
    } else {
      // Only the columns the file maps are changed; an unmapped one keeps what GrantPilot has.
      const changes: Record<string, unknown> = {};
      const set = (column: ApplicationCsvColumn, key: keyof UpdateApplicationBody, value: unknown) => {
        if (mapped(column)) changes[key] = value;
      };
      set('title', 'title', fields.title);
      if (mapped('funder')) Object.assign(changes, funder ? { funderName: funder } : { funderId: null });
      set('programme', 'programme', fields.programme);
      set('project', 'projectId', fields.projectId);
      set('currency', 'currency', fields.currency);
      set('amount_requested', 'amountRequested', fields.amountRequested);
      set('amount_awarded', 'amountAwarded', fields.amountAwarded);
      set('deadline_date', 'deadline', fields.deadline);
      set('internal_deadline', 'internalDeadline', fields.internalDeadline);
      set('submitted_on', 'submittedOn', fields.submittedOn);
      set('decided_on', 'decidedOn', fields.decidedOn);
      set('owner_email', 'ownerUserId', ownerUserId ?? null);
      set('notes', 'notes', fields.notes);
      updates.push({ applicationId: match!.id, body: changes as UpdateApplicationBody });
    }
  });

  const result = {
    ...base,
    valid: creates.length + updates.length + skipped,
    errors,
    preview,
    created: creates.length,
    updated: updates.length,
    skipped,
  };
  if (!body.commit) return result;
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'The file has no rows to import.');
  if (errors.length && !body.goodRowsOnly) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file has ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was imported. Fix them, or import only the rows without problems.`,
      errors.slice(0, 100).map((error) => ({
        path: `row ${error.row}${error.column ? `, ${error.column}` : ''}`,
        message: error.reason,
      })),
    );
  }
  if (result.valid === 0) throw new AppError('BAD_REQUEST', 'No row of the file can be imported.');
  await importApplications(db, actor, organizationId, { creates, updates, source: 'a CSV file' }, (tx) =>
    importRepo.saveImportMapping(tx, organizationId, actor.uid, mapping),
  );
  return { ...result, imported: creates.length + updates.length };
}
