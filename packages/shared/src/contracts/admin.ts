import { z } from 'zod';
import { organizationRoleSchema } from './organizations';
import { pageQuerySchema } from './common';

/**
 * Instance administration (`/api/admin/…`, the `admin` role only): the installation's accounts,
 * organisations and health. Lists are paged like every other list.
 */

export const adminListQuerySchema = pageQuerySchema.extend({
  /** Part of a name or an email address. */
  q: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** Accounts narrowed to one state: disabled, or by whether the address is verified. */
export const ACCOUNT_STATES = ['disabled', 'verified', 'unverified'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const adminUserListQuerySchema = adminListQuerySchema.extend({
  state: z.enum(ACCOUNT_STATES).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserParamsSchema = z.object({
  // Built-in ids are short; Firebase's at most 128 characters.
  uid: z.string().min(1).max(128),
});

export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The last sign-in the product saw; null before the first one it recorded. */
  lastSignInAt: z.iso.datetime().nullable(),
  /** Since when the account is disabled; null while it may sign in. */
  disabledAt: z.iso.datetime().nullable(),
  organizations: z.array(z.object({ id: z.uuid(), name: z.string(), role: organizationRoleSchema })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  memberCount: z.number().int(),
  /** The owners' email addresses (at most five), to know whom to ask. */
  owners: z.array(z.string()),
  documentCount: z.number().int(),
  /** Every stored version of its documents, in bytes, the bin included until it is purged. */
  storageBytes: z.number().int(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const adminOrganizationListSchema = z.object({
  organizations: z.array(adminOrganizationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminOrganizationList = z.infer<typeof adminOrganizationListSchema>;

export const adminOrganizationParamsSchema = z.object({ orgId: z.uuid('is not a valid organisation id') });

/** An organisation with its members (at most 500, owners first). */
export const adminOrganizationDetailSchema = adminOrganizationSchema.extend({
  members: z.array(
    z.object({
      uid: z.string(),
      email: z.string(),
      name: z.string(),
      role: organizationRoleSchema,
      joinedAt: z.iso.datetime(),
      disabledAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type AdminOrganizationDetail = z.infer<typeof adminOrganizationDetailSchema>;

export const scheduledJobSchema = z.object({
  name: z.string(),
  /** Its cron schedule, or null for a job sent on demand (document extraction, analysis). */
  cron: z.string().nullable(),
  lastCompletedAt: z.iso.datetime().nullable(),
  lastFailedAt: z.iso.datetime().nullable(),
  /** Failed runs the queue still keeps (pg-boss archives jobs and deletes them after a week). */
  failedCount: z.number().int(),
  lastError: z.string().nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const systemHealthSchema = z.object({
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number().int(),
  }),
  migrations: z.object({
    applied: z.number().int(),
    expected: z.number().int(),
    /** The newest applied migration's name ("0015_account_administration"). */
    latest: z.string().nullable(),
  }),
  jobs: z.object({
    /** Whether this instance runs the queue (claims jobs, fires schedules). */
    running: z.boolean(),
    queues: z.array(scheduledJobSchema),
  }),
  mail: z.object({
    transport: z.enum(['smtp', 'outbox']),
    /** Messages waiting in the outbox folder (outbox only; counted up to 10,000). */
    outboxMessages: z.number().int().nullable(),
  }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
