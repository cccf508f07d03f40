import { z } from 'zod';
import { APPLICATION_STATUSES, MOVE_REASON_MAX } from '../application-pipeline';
import { isTimeZone } from '../deadlines';
import {
  amountSchema,
  checkAmount,
  funderNameSchema,
  currencySchema,
  isoDateSchema,
  listParam,
  listQuerySchema,
  patchBodySchema,
  personRefSchema,
  uuidParam,
} from './common';
import { organizationIdParamsSchema } from './organizations';

export { APPLICATION_STATUSES, type ApplicationStatus } from '../application-pipeline';
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const timeZoneSchema = z.string().trim().refine(isTimeZone, {
  message: 'must be a time zone such as Europe/Brussels',
});
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 17:00');

/** A deadline as the call states it; the server works out the instant. */
export const deadlineInputSchema = z.object({ date: isoDateSchema, time: timeSchema, timeZone: timeZoneSchema });
export const deadlineSchema = deadlineInputSchema.extend({ at: z.iso.datetime() });
export type Deadline = z.infer<typeof deadlineSchema>;

/** A funder chosen from the list (`funderId`) or typed new (`funderName`), created on the fly. */
const funderChoice = {
  funderId: uuidParam('funder').nullable(),
  funderName: funderNameSchema,
};

const applicationFields = {
  title: z.string().trim().min(3, 'must be at least 3 characters').max(200, 'must be at most 200 characters'),
  funderId: funderChoice.funderId,
  funderName: funderChoice.funderName.optional(),
  programme: z.string().trim().max(200, 'must be at most 200 characters').nullable(),
  /** The funder's own reference for the application ("ESRC-2026-0042"), once they give one. */
  reference: z.string().trim().max(100, 'must be at most 100 characters').nullable(),
  projectId: uuidParam('project').nullable(),
  currency: currencySchema,
  amountRequested: amountSchema.nullable(),
  amountAwarded: amountSchema.nullable(),
  deadline: deadlineInputSchema.nullable(),
  internalDeadline: isoDateSchema.nullable(),
  submittedOn: isoDateSchema.nullable(),
  decidedOn: isoDateSchema.nullable(),
  ownerUserId: z.string().min(1).max(128).nullable(),
  notes: z.string().max(20_000, 'must be at most 20,000 characters').nullable(),
};

type ApplicationFields = { [K in keyof typeof applicationFields]?: z.infer<(typeof applicationFields)[K]> };

function checkApplication(body: ApplicationFields, ctx: z.RefinementCtx) {
  checkAmount(ctx, 'amountRequested', body.amountRequested, body.currency);
  checkAmount(ctx, 'amountAwarded', body.amountAwarded, body.currency);
  if (body.funderId && body.funderName) {
    ctx.addIssue({ code: 'custom', path: ['funderName'], message: 'is not needed when a funder is chosen' });
  }
}

export const createApplicationBodySchema = z
  .object({
    ...applicationFields,
    funderId: applicationFields.funderId.default(null),
    programme: applicationFields.programme.default(null),
    reference: applicationFields.reference.optional(),
    projectId: applicationFields.projectId.default(null),
    status: z.enum(['prospect', 'drafting', 'submitted', 'under_review']).default('prospect'),
    amountRequested: applicationFields.amountRequested.default(null),
    amountAwarded: applicationFields.amountAwarded.default(null),
    deadline: applicationFields.deadline.default(null),
    internalDeadline: applicationFields.internalDeadline.default(null),
    submittedOn: applicationFields.submittedOn.default(null),
    decidedOn: applicationFields.decidedOn.default(null),
    ownerUserId: applicationFields.ownerUserId.optional(),
    notes: applicationFields.notes.default(null),
  })
  .superRefine(checkApplication);
export type CreateApplicationBody = z.input<typeof createApplicationBodySchema>;

export const updateApplicationBodySchema = patchBodySchema(applicationFields).superRefine(checkApplication);
export type UpdateApplicationBody = z.input<typeof updateApplicationBodySchema>;

export const changeStatusBodySchema = z.object({
  status: applicationStatusSchema,
  /** The mover's calendar day, for the submitted or decided date it sets; the server's UTC day without it. */
  on: isoDateSchema.optional(),
  /** Awarding: the amount the funder granted (in the application's currency) and the decision date. */
  amountAwarded: amountSchema.optional(),
  decidedOn: isoDateSchema.optional(),
  /** Moving back: why (required for such a move, kept in the status history). */
  reason: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MOVE_REASON_MAX, `must be at most ${MOVE_REASON_MAX} characters`)
    .optional(),
});
export type ChangeStatusBody = z.input<typeof changeStatusBodySchema>;

/** Undo one move, which must still be the application's latest. */
export const undoStatusChangeBodySchema = z.object({ changeId: uuidParam('status change') });
export type UndoStatusChangeBody = z.infer<typeof undoStatusChangeBodySchema>;

export const applicationParamsSchema = organizationIdParamsSchema.extend({ applicationId: uuidParam('application') });

export const funderRefSchema = z.object({ id: z.string(), name: z.string() });
export const projectRefSchema = z.object({ id: z.string(), name: z.string() });

export const applicationSchema = z.object({
  id: z.string(),
  title: z.string(),
  funder: funderRefSchema.nullable(),
  programme: z.string().nullable(),
  reference: z.string().nullable(),
  project: projectRefSchema.nullable(),
  status: applicationStatusSchema,
  currency: z.string(),
  amountRequested: z.string().nullable(),
  amountAwarded: z.string().nullable(),
  deadline: deadlineSchema.nullable(),
  internalDeadline: z.string().nullable(),
  submittedOn: z.string().nullable(),
  decidedOn: z.string().nullable(),
  owner: personRefSchema.nullable(),
  notes: z.string().nullable(),
  openTasks: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

export const statusChangeSchema = z.object({
  id: z.string(),
  from: applicationStatusSchema.nullable(),
  to: applicationStatusSchema,
  changedByName: z.string().nullable(),
  changedAt: z.iso.datetime(),
  amountAwarded: z.string().nullable(),
  decidedOn: z.string().nullable(),
  reason: z.string().nullable(),
  /** The move this one undid, if it was an undo. */
  undoOf: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  assignee: personRefSchema.nullable(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Task = z.infer<typeof taskSchema>;

export const applicationDetailSchema = applicationSchema.extend({
  history: z.array(statusChangeSchema),
  tasks: z.array(taskSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** What a move answers: the application and the history entry it wrote (its id undoes it). */
export const statusMoveSchema = applicationSchema.extend({ change: statusChangeSchema });
export type StatusMove = z.infer<typeof statusMoveSchema>;

/** `relevance`: the best matches of `q` first (see SEARCH_RANK_LIMIT); without `q`, as `updatedAt`. */
export const APPLICATION_SORTS = [
  'relevance',
  'title',
  'status',
  'deadline',
  'amountRequested',
  'createdAt',
  'updatedAt',
] as const;

export const applicationListQuerySchema = listQuerySchema({
  status: listParam(applicationStatusSchema).optional(),
  funderId: uuidParam('funder').optional(),
  projectId: uuidParam('project').optional(),
  ownerUserId: z.string().min(1).max(128).optional(),
  deadlineFrom: isoDateSchema.optional(),
  deadlineTo: isoDateSchema.optional(),
  /** By default `relevance` when `q` is given, else `updatedAt`. */
  sort: z.enum(APPLICATION_SORTS).optional(),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;
/** The query as the server reads it, defaults applied. */
export type ApplicationListParams = z.output<typeof applicationListQuerySchema>;

/** A filtered list counts its matches up to this many; beyond, it says "10,000 or more". */
export const APPLICATION_COUNT_LIMIT = 10_000;

export const applicationListSchema = z.object({
  applications: z.array(applicationSchema),
  total: z.number().int(),
  /**
   * False when a filtered list stopped counting at APPLICATION_COUNT_LIMIT, or a search ranked by
   * relevance had, or promised, more than SEARCH_RANK_LIMIT matches (`total` then counts those
   * it ranked).
   */
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** Sums per currency: amounts in different currencies are never added together. */
export const currencyTotalsSchema = z.array(
  z.object({ currency: z.string(), requested: z.string(), awarded: z.string(), count: z.number().int() }),
);
export type CurrencyTotals = z.infer<typeof currencyTotalsSchema>;

export const createTaskBodySchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  assigneeUserId: z.string().min(1).max(128).nullable().default(null),
  dueDate: isoDateSchema.nullable().default(null),
});
export const updateTaskBodySchema = patchBodySchema({
  title: createTaskBodySchema.shape.title,
  assigneeUserId: z.string().min(1).max(128).nullable(),
  dueDate: isoDateSchema.nullable(),
  done: z.boolean(),
});
export const taskParamsSchema = applicationParamsSchema.extend({ taskId: uuidParam('task') });

/** A task on the dashboard's "My tasks": what, by when, and for which application. */
export const myTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  application: z.object({ id: z.string(), title: z.string() }),
});
export type MyTask = z.infer<typeof myTaskSchema>;
export const myTasksSchema = z.object({ tasks: z.array(myTaskSchema) });
/** How many of a person's open tasks the dashboard lists, soonest due first. */
export const MY_TASKS_LIMIT = 50;

export { moneySchema } from './common';

export * from './application-import';
