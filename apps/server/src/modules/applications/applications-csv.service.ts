import { APPLICATION_CSV_COLUMNS, type ApplicationListParams } from '@grantpilot/shared/contracts/applications';
import type { Database } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { listMembers } from '../organizations';
import { toApplications } from './application-queries.service';
import * as repo from './applications.repo';

export const EXPORT_MAX_ROWS = 100_000;

/** The filtered table as CSV, in the import's columns, oldest first. */
export async function exportApplicationsCsv(db: Database, organizationId: string, query: ApplicationListParams) {
  const rows = await repo.listAllApplications(db, repo.listFilter(organizationId, query), EXPORT_MAX_ROWS);
  const applications = toApplications(rows);
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
      application.id,
    ]),
  );
}

/**
 * The file to fill in for a first import: every column, and one example row (in the formats the
 * import reads) to overwrite. No id: the rows of a new file are new applications.
 */
export function applicationImportTemplate() {
  const columns = APPLICATION_CSV_COLUMNS.filter((column) => column !== 'id');
  const example: Record<(typeof columns)[number], string> = {
    title: 'Community garden 2027',
    funder: 'City Foundation',
    programme: 'Green Spaces',
    project: '',
    status: 'drafting',
    currency: 'EUR',
    amount_requested: '12000',
    amount_awarded: '',
    deadline_date: '2027-03-31',
    deadline_time: '17:00',
    deadline_time_zone: 'Europe/Berlin',
    internal_deadline: '2027-03-24',
    submitted_on: '',
    decided_on: '',
    owner_email: '',
    notes: 'An example: replace this row with your own.',
  };
  return toCsv(columns, [columns.map((column) => example[column])]);
}

export const csvContentType = 'text/csv; charset=utf-8';
