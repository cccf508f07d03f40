import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { ORGANIZATION_ROLES, ORGANIZATION_TYPES } from '@grantpilot/shared/contracts/organizations';
import { users } from './identity';

export const organizationRole = pgEnum('organization_role', ORGANIZATION_ROLES);
export const organizationType = pgEnum('organization_type', ORGANIZATION_TYPES);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  brandName: text('brand_name'),
  useOrganizationBranding: boolean('use_organization_branding').notNull().default(false),
  /** The profile a funder's eligibility rules are checked against; each part null until set. */
  profileType: organizationType('profile_type'),
  /** ISO 3166-1 alpha-2, upper case. */
  profileCountry: text('profile_country'),
  /**
   * Amount and currency are set and cleared together (the API refuses one without the other).
   * numeric(16, 3) as columns.ts's `money`, written out: columns.ts imports this file.
   */
  annualBudgetAmount: numeric('annual_budget_amount', { precision: 16, scale: 3 }),
  annualBudgetCurrency: text('annual_budget_currency'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The logo lives in the database: at most 1 MB, read rarely, and so every instance that shares
 * the database serves it. Its id changes with every upload, so its URL can be cached forever.
 */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().unique().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    role: organizationRole('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The organisation a user works in is the membership they selected last. */
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: organizationRole('role').notNull(),
    /** SHA-256 of the emailed token: a database leak does not leak working links. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null', onUpdate: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_email_idx').on(table.email),
    // One open invitation per address and organisation.
    uniqueIndex('invitations_open_unique')
      .on(table.organizationId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null', onUpdate: 'cascade' }),
    /** The actor's name when it happened: the feed still reads well after they leave. */
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /**
     * The project the entry belongs to: its own entries and those of its applications (the
     * application's project when it happened; a move to another project shows in the new one's
     * feed, an unlinking in the old one's). Not a foreign key: the entries outlive a deleted
     * project in the organisation's feed.
     */
    projectId: uuid('project_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    // clock_timestamp(), not now(): entries written in one transaction keep the order they were written in.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('activity_log_org_created_idx').on(table.organizationId, table.createdAt.desc(), table.id.desc()),
    // A user deleted or carried over: the entries naming them are found without a scan.
    index('activity_log_actor_idx').on(table.actorId),
    index('activity_log_project_idx').on(
      table.organizationId,
      table.projectId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The feed of one application (or member, funder…).
    index('activity_log_entity_idx').on(
      table.organizationId,
      table.entityType,
      table.entityId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
