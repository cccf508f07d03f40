import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { person, timestamps } from './columns';

/** The to-dos of an application, in the order its team put them. */
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
