import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@grantpilot/shared/contracts/applications';
import { money, organizationId, person, timestamps, tsvector } from './columns';
import { funders } from './funders';
import { projects } from './projects';

/** Grant applications with their status history and the rollups the dashboard reads. */
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    funderId: uuid('funder_id').references(() => funders.id, { onDelete: 'set null' }),
    programme: text('programme'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    status: applicationStatus('status').notNull().default('prospect'),
    currency: text('currency').notNull(),
    amountRequested: money('amount_requested'),
    amountAwarded: money('amount_awarded'),
    /** The deadline as the call states it: a local date and time in its own zone… */
    deadlineDate: date('deadline_date'),
    deadlineTime: time('deadline_time'),
    deadlineTimeZone: text('deadline_time_zone'),
    /** …and the instant it falls on, for sorting, reminders and the calendar. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    internalDeadline: date('internal_deadline'),
    submittedOn: date('submitted_on'),
    decidedOn: date('decided_on'),
    ownerUserId: person('owner_user_id'),
    notes: text('notes'),
    /** The funder's own reference for the application ("ESRC-2026-0042"), once they give one. */
    reference: text('reference'),
    /**
     * What the search box finds: title and reference (weight A), the funder's name (B) and the
     * programme (C), so a match in the title ranks first. Kept by triggers (migrations 0022 and
     * 0024), not generated, because the funder's name lives in another table; one GIN index still
     * answers every search.
     */
    search: tsvector('search'),
    ...timestamps,
  },
  (table) => [
    index('applications_org_updated_idx').on(table.organizationId, table.updatedAt.desc(), table.id.desc()),
    index('applications_org_status_idx').on(table.organizationId, table.status),
    index('applications_org_deadline_idx').on(table.organizationId, table.deadlineAt),
    index('applications_org_deadline_date_idx').on(table.organizationId, table.deadlineDate),
    // The reminder job looks across organisations at open applications due soon.
    index('applications_open_deadline_idx')
      .on(table.deadlineAt)
      .where(sql`${table.status} in ('prospect', 'drafting', 'submitted', 'under_review')`),
    index('applications_org_funder_idx').on(table.organizationId, table.funderId),
    index('applications_org_project_idx').on(table.organizationId, table.projectId),
    index('applications_org_owner_idx').on(table.organizationId, table.ownerUserId),
    // With btree_gin (migration 0011): the organisation's matches only, whatever other organisations hold.
    index('applications_org_search_idx').using('gin', table.organizationId, table.search),
  ],
);

export interface StatusMoveBefore {
  amountAwarded: string | null;
  submittedOn: string | null;
  decidedOn: string | null;
}

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatus('from_status'),
    toStatus: applicationStatus('to_status').notNull(),
    changedBy: person('changed_by'),
    changedByName: text('changed_by_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What an award recorded: the amount and the decision date given with the move. */
    amountAwarded: money('amount_awarded'),
    decidedOn: date('decided_on'),
    /** Why the application moved back (required for such moves). */
    reason: text('reason'),
    /** The move this one undid (from the toast's Undo). */
    undoOf: uuid('undo_of'),
    /**
     * The pipeline's fields as they were before this move, so undoing it puts back exactly
     * those (an award's amount, the dates a move set) and not a guess.
     */
    before: jsonb('before').$type<StatusMoveBefore>(),
  },
  (table) => [
    index('application_status_history_app_idx').on(table.applicationId, table.changedAt),
    // A user deleted or carried over: the rows naming them are found without a scan.
    index('application_status_history_changed_by_idx').on(table.changedBy),
  ],
);

/**
 * Counts and sums of an organisation's applications per status, currency and quarter of
 * decision, kept by triggers on `applications` (migration 0005): the dashboard, the pipeline
 * and the unfiltered totals read a few rows here instead of every application. No foreign key:
 * the rows of a deleted organisation go to zero with its applications and are removed.
 */
export const applicationRollups = pgTable(
  'application_rollups',
  {
    organizationId: uuid('organization_id').notNull(),
    status: applicationStatus('status').notNull(),
    currency: text('currency').notNull(),
    /** The first day of the quarter the application was decided in; null while undecided. */
    decidedQuarter: date('decided_quarter'),
    applications: integer('applications').notNull(),
    requested: numeric('requested').notNull(),
    awarded: numeric('awarded').notNull(),
  },
  (table) => [
    uniqueIndex('application_rollups_key').on(
      table.organizationId,
      table.status,
      table.currency,
      sql`coalesce(${table.decidedQuarter}, '0001-01-01'::date)`,
    ),
  ],
);
