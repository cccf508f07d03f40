import { z } from 'zod';
import { applicationStatusSchema, deadlineSchema } from './applications';

export { AWARDED_QUARTERS, UPCOMING_DEADLINE_DAYS } from '../dashboard-periods';

const amountsSchema = z.array(z.object({ currency: z.string(), amount: z.string() }));

export const deadlineItemSchema = z.object({
  applicationId: z.string(),
  title: z.string(),
  funderName: z.string().nullable(),
  status: applicationStatusSchema,
  deadline: deadlineSchema,
});
export type DeadlineItem = z.infer<typeof deadlineItemSchema>;

/** PRODUCT.md §10: the figures, deadlines and charts of the dashboard, all made in SQL. */
export const dashboardSchema = z.object({
  activeProjects: z.number().int(),
  openApplications: z.number().int(),
  /** Requested by every application that was not withdrawn, per currency. */
  requested: amountsSchema,
  /** Awarded by awarded applications, per currency. */
  awarded: amountsSchema,
  decided: z.number().int(),
  awardedCount: z.number().int(),
  /** awarded ÷ decided, as a whole percentage; null before any decision. */
  successRate: z.number().int().nullable(),
  nextDeadline: deadlineItemSchema.nullable(),
  upcomingDeadlines: z.array(deadlineItemSchema),
  pipeline: z.array(z.object({ status: applicationStatusSchema, count: z.number().int() })),
  /** The last quarters, oldest first, by decision date; one row per quarter and currency. */
  awardedPerQuarter: z.array(z.object({ quarter: z.string(), currency: z.string(), amount: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
