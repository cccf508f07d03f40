import { z } from 'zod';
import type { CreateProjectBody, Project, UpdateProjectBody } from '@grantpilot/shared/contracts/projects';
import { amountProblem, DEFAULT_CURRENCY } from '@grantpilot/shared/money';
import { parseTags } from './project-format';
import { PROJECT_STATUSES } from './project-status';

const NAME_MIN = 3;
const NAME_MAX = 200;
const TAG_MAX_LENGTH = 40;
const TAGS_MAX = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The project form's fields as the inputs hold them (text). The rules are the API's, in sentences;
 * the server checks again and its field errors land beside the same fields.
 */
export const projectFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(NAME_MIN, `The name must be at least ${NAME_MIN} characters`)
      .max(NAME_MAX, `The name must be at most ${NAME_MAX} characters`),
    summary: z.string().trim().max(500, 'The summary must be at most 500 characters'),
    description: z.string().max(20_000, 'The description must be at most 20,000 characters'),
    status: z.enum(PROJECT_STATUSES, 'Choose a status'),
    budgetAmount: z.string().trim(),
    budgetCurrency: z.string(),
    startDate: z.string().refine((value) => !value || DATE.test(value), 'Enter the start date as YYYY-MM-DD'),
    endDate: z.string().refine((value) => !value || DATE.test(value), 'Enter the end date as YYYY-MM-DD'),
    tags: z.string(),
    leadUserId: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.budgetAmount) {
      const problem = amountProblem(values.budgetAmount, values.budgetCurrency);
      if (problem) ctx.addIssue({ code: 'custom', path: ['budgetAmount'], message: `The budget ${problem}` });
    }
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date' });
    }
    const tags = parseTags(values.tags);
    if (tags.length > TAGS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['tags'], message: `A project has at most ${TAGS_MAX} tags` });
    }
    const long = tags.find((tag) => tag.length > TAG_MAX_LENGTH);
    if (long) {
      ctx.addIssue({
        code: 'custom',
        path: ['tags'],
        message: `Each tag must be at most ${TAG_MAX_LENGTH} characters; “${long.slice(0, 20)}…” is longer`,
      });
    }
  });
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormField = keyof ProjectFormValues;

/** The form's fields carry the API's names, so the server's `body.<field>` errors find them. */
/** How the form labels its fields, for errors the server puts beside them. */
export const PROJECT_FIELD_LABELS: Record<ProjectFormField, string> = {
  name: 'Name',
  summary: 'Summary',
  description: 'Description',
  status: 'Status',
  budgetAmount: 'Budget amount',
  budgetCurrency: 'Currency',
  startDate: 'Start date',
  endDate: 'End date',
  tags: 'Tags',
  leadUserId: 'Lead',
};

export const PROJECT_FORM_FIELDS: ProjectFormField[] = [
  'name',
  'summary',
  'description',
  'status',
  'budgetAmount',
  'budgetCurrency',
  'startDate',
  'endDate',
  'tags',
  'leadUserId',
];

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  summary: '',
  description: '',
  status: 'planning',
  budgetAmount: '',
  budgetCurrency: DEFAULT_CURRENCY,
  startDate: '',
  endDate: '',
  tags: '',
  leadUserId: '',
};

/** Empty text becomes null; a budget is its amount and currency together, or nothing. */
export function toProjectBody(values: ProjectFormValues) {
  const amount = values.budgetAmount.trim();
  return {
    name: values.name.trim(),
    summary: values.summary.trim() || null,
    description: values.description.trim() ? values.description : null,
    status: values.status,
    budgetAmount: amount || null,
    budgetCurrency: amount ? values.budgetCurrency : null,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    tags: parseTags(values.tags),
    leadUserId: values.leadUserId || null,
  } satisfies CreateProjectBody;
}

/**
 * Only what was changed, so the activity log names just that. Amount and currency go together:
 * the server checks a new amount against its currency, and a currency alone would re-scale the
 * stored amount unchecked.
 */
export function toProjectChanges(
  values: ProjectFormValues,
  dirty: Partial<Record<ProjectFormField, boolean>>,
): UpdateProjectBody {
  const body = toProjectBody(values);
  const changes: UpdateProjectBody = {};
  for (const field of PROJECT_FORM_FIELDS) {
    if (dirty[field]) Object.assign(changes, { [field]: body[field] });
  }
  if (dirty.budgetAmount || dirty.budgetCurrency) {
    changes.budgetAmount = body.budgetAmount;
    changes.budgetCurrency = body.budgetCurrency;
  }
  return changes;
}

/** A project as the form shows it for editing. */
export function toProjectFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    summary: project.summary ?? '',
    description: project.description ?? '',
    status: project.status,
    budgetAmount: project.budget?.amount ?? '',
    budgetCurrency: project.budget?.currency ?? DEFAULT_CURRENCY,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    tags: project.tags.join(', '),
    leadUserId: project.lead?.userId ?? '',
  };
}
