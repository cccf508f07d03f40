import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationId, timestamps } from './columns';

/** Who grants money: a light record per organisation, unique by name whatever the case. */
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
