import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '@grantpilot/shared/contracts/projects';
import { money, organizationId, person, searchable, timestamps } from './columns';

/** The work grants pay for. */
export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);

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
    /** A match in the name ranks above one in the summary. */
    search: searchable([sql.raw('name'), 'A'], [sql.raw('summary'), 'B']),
    ...timestamps,
  },
  (table) => [
    index('projects_org_updated_idx').on(table.organizationId, table.updatedAt.desc(), table.id.desc()),
    index('projects_org_status_idx').on(table.organizationId, table.status),
    index('projects_tags_idx').using('gin', table.tags),
    // With btree_gin (migration 0011): the organisation's matches only, whatever other organisations hold.
    index('projects_org_search_idx').using('gin', table.organizationId, table.search),
  ],
);
