import { z } from 'zod';
import {
  createProjectBodySchema,
  type CreateProjectBody,
  type Project,
  type UpdateProjectBody,
} from '@grantpilot/shared/contracts/projects';
import { DEFAULT_CURRENCY } from '@grantpilot/shared/money';
import { amountFieldValue, typedAmount, typedAmountProblem } from '../../lib/typed-amount';
import { lengthLimits, limitedTextField, optionalDateField } from '../../lib/contract-limits';
import { parseTags } from './project-format';
import { PROJECT_STATUSES } from './project-status';

/** The API's limits, read from its contract: the form refuses what the server would. */
const API = createProjectBodySchema.shape;
const TAGS_MAX = lengthLimits(API.tags).max;
const TAG_MAX_LENGTH = lengthLimits(API.tags.unwrap().element).max;

/**
 * The project form's fields as the inputs hold them (text). The rules are the API's, in sentences;
 * the server checks again and its field errors land beside the same fields.
 */
export const projectFormSchema = z
  .object({
    name: limitedTextField(API.name, 'name'),
    summary: limitedTextField(API.summary, 'summary'),
    description: limitedTextField(API.description, 'description', { trim: false }),
    status: z.enum(PROJECT_STATUSES, 'Choose a status'),
    budgetAmount: z.string().trim(),
    budgetCurrency: z.string(),
    startDate: optionalDateField('start date'),
    endDate: optionalDateField('end date'),
    tags: z.string(),
    leadUserId: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = typedAmountProblem(values.budgetAmount, values.budgetCurrency, 'budget');
    if (problem) ctx.addIssue({ code: 'custom', path: ['budgetAmount'], message: problem });
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
  const amount = typedAmount(values.budgetAmount);
  return {
    name: values.name.trim(),
    summary: values.summary.trim() || null,
    description: values.description.trim() ? values.description : null,
    status: values.status,
    budgetAmount: amount,
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
    budgetAmount: project.budget ? amountFieldValue(project.budget.amount, project.budget.currency) : '',
    budgetCurrency: project.budget?.currency ?? DEFAULT_CURRENCY,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    tags: project.tags.join(', '),
    leadUserId: project.lead?.userId ?? '',
  };
}
