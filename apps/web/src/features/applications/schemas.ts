import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  MOVE_REASON_MAX,
  moveKind,
  type ApplicationStatus,
} from '@grantpilot/shared/application-pipeline';
import {
  createApplicationBodySchema,
  createTaskBodySchema,
  type Application,
  type CreateApplicationBody,
  type UpdateApplicationBody,
} from '@grantpilot/shared/contracts/applications';
import type { Funder } from '@grantpilot/shared/contracts/funders';
import { END_OF_DAY, isTimeZone } from '@grantpilot/shared/deadlines';
import { DEFAULT_CURRENCY, isCurrencyCode } from '@grantpilot/shared/money';
import { amountFieldValue, typedAmount, typedAmountProblem } from '../../lib/typed-amount';
import type { StatusMoveDetails } from './api/change-application-status';
import { lengthLimits, limitedTextField, optionalDateField } from '../../lib/contract-limits';

/** The API's limits, read from its contract: the form refuses what the server would. */
const API = createApplicationBodySchema.shape;
const FUNDER_NAME = lengthLimits(API.funderName);
const TASK_TITLE = lengthLimits(createTaskBodySchema.shape.title);
const DEADLINE = API.deadline.unwrap().unwrap().shape;

const optionalDate = optionalDateField;

/**
 * The application form's fields as the inputs hold them (text). The rules are the API's, in
 * sentences; the server checks again, and its field errors land beside the same fields because
 * the fields carry the API's names (`deadline.date` is the server's `body.deadline.date`).
 */
export const applicationFormSchema = z
  .object({
    title: limitedTextField(API.title, 'title'),
    funderName: z
      .string()
      .trim()
      .refine(
        (name) => !name || name.length >= FUNDER_NAME.min,
        `The funder’s name must be at least ${FUNDER_NAME.min} characters`,
      )
      .refine(
        (name) => name.length <= FUNDER_NAME.max,
        `The funder’s name must be at most ${FUNDER_NAME.max} characters`,
      ),
    programme: limitedTextField(API.programme, 'programme'),
    reference: limitedTextField(API.reference.unwrap(), 'reference'),
    projectId: z.string(),
    status: z.enum(APPLICATION_STATUSES, 'Choose a status'),
    currency: z.string().refine(isCurrencyCode, 'Choose a currency'),
    amountRequested: z.string().trim(),
    amountAwarded: z.string().trim(),
    deadline: z.object({
      date: optionalDate('deadline'),
      time: z
        .string()
        .refine((value) => DEADLINE.time.safeParse(value).success, 'Enter the time as HH:MM, such as 17:00'),
      timeZone: z.string().refine(isTimeZone, 'Choose a time zone'),
    }),
    internalDeadline: optionalDate('internal deadline'),
    submittedOn: optionalDate('submission date'),
    decidedOn: optionalDate('decision date'),
    ownerUserId: z.string(),
    notes: limitedTextField(API.notes, 'notes', { trim: false }),
  })
  .superRefine((values, ctx) => {
    for (const [field, label] of [
      ['amountRequested', 'amount requested'],
      ['amountAwarded', 'amount awarded'],
    ] as const) {
      const problem = typedAmountProblem(values[field], values.currency, label);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
    if (values.internalDeadline && values.deadline.date && values.internalDeadline > values.deadline.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['internalDeadline'],
        message: 'The internal deadline must not be after the deadline',
      });
    }
  });
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;

/** How the form labels its fields, for errors the server puts beside them. */
export const APPLICATION_FIELD_LABELS = {
  title: 'Title',
  funderName: 'Funder',
  programme: 'Programme',
  reference: 'Reference',
  projectId: 'Project',
  status: 'Status',
  currency: 'Currency',
  amountRequested: 'Amount requested',
  amountAwarded: 'Amount awarded',
  'deadline.date': 'Deadline date',
  'deadline.time': 'Deadline time',
  'deadline.timeZone': 'Time zone',
  internalDeadline: 'Internal deadline',
  submittedOn: 'Submitted on',
  decidedOn: 'Decided on',
  ownerUserId: 'Owner',
  notes: 'Notes',
} as const;

export function emptyApplicationForm(
  timeZone: string,
  ownerUserId = '',
  projectId = '',
  currency = DEFAULT_CURRENCY,
): ApplicationFormValues {
  return {
    title: '',
    funderName: '',
    programme: '',
    reference: '',
    projectId,
    status: 'prospect',
    currency,
    amountRequested: '',
    amountAwarded: '',
    deadline: { date: '', time: END_OF_DAY, timeZone },
    internalDeadline: '',
    submittedOn: '',
    decidedOn: '',
    ownerUserId,
    notes: '',
  };
}

/**
 * A new application's currency: its project's budget currency, else the organisation's (the
 * currency of its annual budget, in its profile), else the product's default.
 */
export function defaultApplicationCurrency(projectCurrency?: string | null, organizationCurrency?: string | null) {
  return projectCurrency ?? organizationCurrency ?? DEFAULT_CURRENCY;
}

/**
 * The funder that Enter in the funder field settles on: the one named exactly (in any case),
 * else the only one whose name starts with what was typed; null when the text names none or
 * several (then it stays as typed, a new funder or one to narrow down).
 */
export function funderForTyped<F extends Pick<Funder, 'name'>>(typed: string, funders: readonly F[]): F | null {
  const name = typed.trim().toLowerCase();
  if (!name) return null;
  const exact = funders.find((funder) => funder.name.toLowerCase() === name);
  if (exact) return exact;
  const starting = funders.filter((funder) => funder.name.toLowerCase().startsWith(name));
  return starting.length === 1 ? starting[0]! : null;
}

/**
 * The funder as typed: a name the organisation already has (in any case) is that funder; a new
 * name is sent as `funderName` and the server creates it; nothing typed is no funder.
 */
export function funderChoice(typed: string, funders: readonly Pick<Funder, 'id' | 'name'>[]) {
  const name = typed.trim();
  if (!name) return { funderId: null };
  const known = funders.find((funder) => funder.name.toLowerCase() === name.toLowerCase());
  return known ? { funderId: known.id } : { funderId: null, funderName: name };
}

const orNull = (value: string) => value.trim() || null;

/** The new application as the API takes it: empty text is null, a deadline only with its date. */
export function toApplicationBody(values: ApplicationFormValues, funders: readonly Pick<Funder, 'id' | 'name'>[]) {
  return {
    title: values.title.trim(),
    ...funderChoice(values.funderName, funders),
    programme: orNull(values.programme),
    reference: orNull(values.reference),
    projectId: values.projectId || null,
    status: values.status as CreateApplicationBody['status'],
    currency: values.currency,
    amountRequested: typedAmount(values.amountRequested),
    amountAwarded: typedAmount(values.amountAwarded),
    deadline: values.deadline.date ? { ...values.deadline } : null,
    internalDeadline: values.internalDeadline || null,
    ownerUserId: values.ownerUserId || null,
    notes: values.notes.trim() ? values.notes : null,
  } satisfies CreateApplicationBody;
}

type Dirty = Partial<Record<keyof ApplicationFormValues, unknown>>;

/**
 * Only what was changed, so the activity log names just that. The status is not among them: it
 * moves along the pipeline through its own control. A new currency takes the amounts with it,
 * so the server checks them against it.
 */
export function toApplicationChanges(
  values: ApplicationFormValues,
  dirty: Dirty,
  funders: readonly Pick<Funder, 'id' | 'name'>[],
): UpdateApplicationBody {
  const body = toApplicationBody(values, funders);
  const changes: UpdateApplicationBody = {};
  if (dirty.title) changes.title = body.title;
  if (dirty.funderName) Object.assign(changes, funderChoice(values.funderName, funders));
  if (dirty.programme) changes.programme = body.programme;
  if (dirty.reference) changes.reference = body.reference;
  if (dirty.projectId) changes.projectId = body.projectId;
  if (dirty.currency) changes.currency = body.currency;
  if (dirty.amountRequested || dirty.currency) changes.amountRequested = body.amountRequested;
  if (dirty.amountAwarded || dirty.currency) changes.amountAwarded = body.amountAwarded;
  if (dirty.deadline) changes.deadline = body.deadline;
  if (dirty.internalDeadline) changes.internalDeadline = body.internalDeadline;
  if (dirty.submittedOn) changes.submittedOn = values.submittedOn || null;
  if (dirty.decidedOn) changes.decidedOn = values.decidedOn || null;
  if (dirty.ownerUserId) changes.ownerUserId = body.ownerUserId;
  if (dirty.notes) changes.notes = body.notes;
  return changes;
}

/** An application as the form shows it for editing. */
export function toApplicationFormValues(application: Application, viewerZone: string): ApplicationFormValues {
  return {
    title: application.title,
    funderName: application.funder?.name ?? '',
    programme: application.programme ?? '',
    reference: application.reference ?? '',
    projectId: application.project?.id ?? '',
    status: application.status,
    currency: application.currency,
    amountRequested: amountFieldValue(application.amountRequested, application.currency),
    amountAwarded: amountFieldValue(application.amountAwarded, application.currency),
    deadline: application.deadline
      ? { date: application.deadline.date, time: application.deadline.time, timeZone: application.deadline.timeZone }
      : { date: '', time: END_OF_DAY, timeZone: viewerZone },
    internalDeadline: application.internalDeadline ?? '',
    submittedOn: application.submittedOn ?? '',
    decidedOn: application.decidedOn ?? '',
    ownerUserId: application.owner?.userId ?? '',
    notes: application.notes ?? '',
  };
}

/** A task of the checklist as its form holds it. */
export const taskFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter what needs doing')
    .max(TASK_TITLE.max, `The task must be at most ${TASK_TITLE.max} characters`),
  assigneeUserId: z.string(),
  dueDate: optionalDate('due date'),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;
export const EMPTY_TASK_FORM: TaskFormValues = { title: '', assigneeUserId: '', dueDate: '' };
export const TASK_FIELD_LABELS = { title: 'Task', assigneeUserId: 'Assignee', dueDate: 'Due date' } as const;

export function toTaskBody(values: TaskFormValues) {
  return { title: values.title.trim(), assigneeUserId: values.assigneeUserId || null, dueDate: values.dueDate || null };
}

/**
 * A move along the pipeline as the status control holds it: an award asks for the amount and
 * the decision date, a decline for the date, a move back for a reason (the server requires one).
 */
export const statusMoveFormSchema = z
  .object({
    from: z.enum(APPLICATION_STATUSES),
    currency: z.string(),
    to: z.union([z.enum(APPLICATION_STATUSES), z.literal('')]).refine((to) => to !== '', 'Choose a status'),
    amountAwarded: z.string(),
    decidedOn: optionalDate('decision date'),
    reason: z
      .string()
      .trim()
      .max(MOVE_REASON_MAX, `The reason must be at most ${MOVE_REASON_MAX.toLocaleString('en')} characters`),
  })
  .superRefine((values, ctx) => {
    if (values.to === 'awarded') {
      const problem = typedAmountProblem(values.amountAwarded, values.currency, 'amount awarded');
      if (problem) ctx.addIssue({ code: 'custom', path: ['amountAwarded'], message: problem });
    }
    if (values.to && moveKind(values.from, values.to) === 'back' && !values.reason.trim()) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why it moves back; the history keeps it' });
    }
  });
export type StatusMoveFormValues = z.input<typeof statusMoveFormSchema>;

export const STATUS_MOVE_FIELD_LABELS = {
  to: 'Status',
  amountAwarded: 'Amount awarded',
  decidedOn: 'Decision date',
  reason: 'Reason',
} as const;

/** Where a move starts: an award prefilled with what was asked for (or already awarded), decided today. */
export function statusMoveFormValues(application: Application, to: ApplicationStatus | '', today: string) {
  const amount = application.amountAwarded ?? application.amountRequested;
  return {
    from: application.status,
    currency: application.currency,
    to,
    amountAwarded: amountFieldValue(amount, application.currency),
    decidedOn: application.decidedOn ?? today,
    reason: '',
  } satisfies StatusMoveFormValues;
}

/** What the chosen move sends besides the status: only what that move takes. */
export function toStatusMoveDetails(values: StatusMoveFormValues): StatusMoveDetails {
  const to = values.to as ApplicationStatus;
  const details: StatusMoveDetails = {};
  const amount = typedAmount(values.amountAwarded);
  if (to === 'awarded' && amount) details.amountAwarded = amount;
  if ((to === 'awarded' || to === 'declined') && values.decidedOn) details.decidedOn = values.decidedOn;
  if (moveKind(values.from, to) === 'back') details.reason = values.reason.trim();
  return details;
}
