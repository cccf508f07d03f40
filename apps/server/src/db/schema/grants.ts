import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
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
import { PROJECT_STATUSES } from '@grantpilot/shared/contracts/projects';
import { users } from './identity';
import { organizations } from './organizations';

/*
 * The grant work of an organisation: projects, funders, applications with their status history
 * and tasks. Every table carries organization_id, and every index starts with it: each query is
 * scoped to one organisation, so its cost follows that organisation's data, not the instance's.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Exact money: 13 integer digits and up to 3 decimals (ISO 4217's largest minor unit). */
const money = (name: string) => numeric(name, { precision: 16, scale: 3 });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const person = (name: string) => text(name).references(() => users.id, { onDelete: 'set null', onUpdate: 'cascade' });
/** The 'simple' configuration: names of projects and funders are not English prose. */
const searchable = (...columns: SQL[]) =>
  tsvector('search').generatedAlwaysAs(
    sql`to_tsvector('simple', ${sql.join(
      columns.map((column) => sql`coalesce(${column}, '')`),
      sql` || ' ' || `,
    )})`,
  );

export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    summary: text('summary'),
    description: text('description'),
    status: projectStatus('status').notNull().default('planning'),
    budgetAmount: money('budget_amount'),
    budgetCurrency: text('budget_currency'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    leadUserId: person('lead_user_id'),
    search: searchable(sql.raw('name'), sql.raw('summary')),
    ...timestamps,
  },
  (table) => [
    index('projects_org_updated_idx').on(table.organizationId, table.updatedAt.desc(), table.id.desc()),
    index('projects_org_status_idx').on(table.organizationId, table.status),
    index('projects_tags_idx').using('gin', table.tags),
    index('projects_search_idx').using('gin', table.search),
  ],
);

export const funders = pgTable(
  'funders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    website: text('website'),
    contactPerson: text('contact_person'),
    email: text('email'),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [uniqueIndex('funders_org_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);

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
    search: searchable(sql.raw('title'), sql.raw('programme')),
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
    index('applications_search_idx').using('gin', table.search),
  ],
);

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
  },
  (table) => [
    index('application_status_history_app_idx').on(table.applicationId, table.changedAt),
    // A user deleted or carried over: the rows naming them are found without a scan.
    index('application_status_history_changed_by_idx').on(table.changedBy),
  ],
);

export const applicationTasks = pgTable(
  'application_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assigneeUserId: person('assignee_user_id'),
    dueDate: date('due_date'),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('application_tasks_app_idx').on(table.applicationId, table.position),
    // A person's open tasks (calendar feed), and a user deleted or carried over.
    index('application_tasks_assignee_idx').on(table.assigneeUserId),
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
