import { z } from 'zod';
import { applicationSchema, currencyTotalsSchema } from './applications';
import { organizationIdParamsSchema } from './organizations';
import {
  amountSchema,
  checkAmount,
  currencySchema,
  isoDateSchema,
  listParam,
  moneySchema,
  listQuerySchema,
  patchBodySchema,
  personRefSchema,
  uuidParam,
} from './common';

export const PROJECT_STATUSES = ['planning', 'active', 'completed', 'archived'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const PROJECT_NAME_MIN = 3;
export const PROJECT_NAME_MAX = 200;
export const PROJECT_TAGS_MAX = 20;

const tagSchema = z.string().trim().toLowerCase().min(1, 'must not be empty').max(40, 'must be at most 40 characters');

const projectFields = {
  name: z
    .string()
    .trim()
    .min(PROJECT_NAME_MIN, `must be at least ${PROJECT_NAME_MIN} characters`)
    .max(PROJECT_NAME_MAX, `must be at most ${PROJECT_NAME_MAX} characters`),
  summary: z.string().trim().max(500, 'must be at most 500 characters').nullable(),
  description: z.string().max(20_000, 'must be at most 20,000 characters').nullable(),
  status: projectStatusSchema,
  budgetAmount: amountSchema.nullable(),
  budgetCurrency: currencySchema.nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  tags: z.array(tagSchema).max(PROJECT_TAGS_MAX, `must be at most ${PROJECT_TAGS_MAX} tags`),
  leadUserId: z.string().min(1).max(128).nullable(),
};

type ProjectFields = { [K in keyof typeof projectFields]?: z.infer<(typeof projectFields)[K]> };

/** Rules across fields: an amount needs its currency, dates are in order. */
function checkProject(project: ProjectFields, ctx: z.RefinementCtx) {
  const hasAmount = project.budgetAmount !== null && project.budgetAmount !== undefined;
  const hasCurrency = project.budgetCurrency !== null && project.budgetCurrency !== undefined;
  if (hasAmount && !hasCurrency && project.budgetCurrency !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['budgetCurrency'], message: 'is needed with a budget amount' });
  }
  checkAmount(ctx, 'budgetAmount', project.budgetAmount, project.budgetCurrency);
  if (project.startDate && project.endDate && project.endDate < project.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the start date' });
  }
}

export const createProjectBodySchema = z
  .object({
    ...projectFields,
    summary: projectFields.summary.default(null),
    description: projectFields.description.default(null),
    status: projectFields.status.default('planning'),
    budgetAmount: projectFields.budgetAmount.default(null),
    budgetCurrency: projectFields.budgetCurrency.default(null),
    startDate: projectFields.startDate.default(null),
    endDate: projectFields.endDate.default(null),
    tags: projectFields.tags.default([]),
    leadUserId: projectFields.leadUserId.default(null),
  })
  .superRefine(checkProject);
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

export const updateProjectBodySchema = patchBodySchema(projectFields).superRefine(checkProject);
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

export const projectParamsSchema = organizationIdParamsSchema.extend({ projectId: uuidParam('project') });

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  status: projectStatusSchema,
  budget: moneySchema.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  tags: z.array(z.string()),
  lead: personRefSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Project = z.infer<typeof projectSchema>;

/** `relevance`: the best matches of `q` first (see SEARCH_RANK_LIMIT); without `q`, as `updatedAt`. */
export const PROJECT_SORTS = ['relevance', 'name', 'status', 'startDate', 'endDate', 'createdAt', 'updatedAt'] as const;

export const projectListQuerySchema = listQuerySchema({
  status: listParam(projectStatusSchema).optional(),
  tag: z.string().trim().toLowerCase().max(40).optional(),
  /** By default `relevance` when `q` is given, else `updatedAt`. */
  sort: z.enum(PROJECT_SORTS).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
/** The query as the server reads it, defaults applied. */
export type ProjectListParams = z.output<typeof projectListQuerySchema>;

/** A filtered list counts its matches up to this many; beyond, it says "10,000 or more". */
export const PROJECT_COUNT_LIMIT = 10_000;

export const projectListSchema = z.object({
  projects: z.array(projectSchema),
  total: z.number().int(),
  /**
   * False when a filtered list stopped counting at PROJECT_COUNT_LIMIT, or a search ranked by
   * relevance had, or promised, more than SEARCH_RANK_LIMIT matches (`total` then counts those
   * it ranked).
   */
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** The tags in use in the organisation, for the filter. */
export const projectTagsSchema = z.object({ tags: z.array(z.string()) });

/** A project with its applications and their requested and awarded totals per currency. */
export const projectDetailSchema = projectSchema.extend({
  applications: z.array(applicationSchema),
  totals: currencyTotalsSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
