/**
 * The application pipeline (PRODUCT.md §5): prospect → drafting → submitted → under_review →
 * awarded | declined, and withdrawn from any open state. Kept free of zod: the board uses it to
 * offer only the moves the server accepts.
 */
export const APPLICATION_STATUSES = [
  'prospect',
  'drafting',
  'submitted',
  'under_review',
  'awarded',
  'declined',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const OPEN_STATUSES: readonly ApplicationStatus[] = ['prospect', 'drafting', 'submitted', 'under_review'];
export const DECIDED_STATUSES: readonly ApplicationStatus[] = ['awarded', 'declined'];
/** Still being written: deadline reminders are for these, not for what is already submitted. */
export const PREPARATION_STATUSES: readonly ApplicationStatus[] = ['prospect', 'drafting'];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  prospect: 'Prospect',
  drafting: 'Drafting',
  submitted: 'Submitted',
  under_review: 'Under review',
  awarded: 'Awarded',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/**
 * Where an application may go from `from`: forward along the pipeline (a step may be skipped:
 * some funders decide without a review phase), a decision only once submitted, and withdrawn
 * while open. Awarded, declined and withdrawn are final.
 */
export function allowedTransitions(from: ApplicationStatus): ApplicationStatus[] {
  const index = OPEN_STATUSES.indexOf(from);
  if (index === -1) return [];
  const forward = OPEN_STATUSES.slice(index + 1);
  const decisions = index >= OPEN_STATUSES.indexOf('submitted');
  return [...forward, ...(decisions ? DECIDED_STATUSES : []), 'withdrawn'];
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus) {
  return allowedTransitions(from).includes(to);
}

/** Why a move is refused, in words for the person who tried it. */
export function transitionRefusal(from: ApplicationStatus, to: ApplicationStatus) {
  if (from === to) return `The application is already ${STATUS_LABELS[to].toLowerCase()}.`;
  if (!OPEN_STATUSES.includes(from)) {
    return `An application that is ${STATUS_LABELS[from].toLowerCase()} is final and cannot move to ${STATUS_LABELS[to].toLowerCase()}.`;
  }
  if (DECIDED_STATUSES.includes(to)) {
    return `Only a submitted application can be ${STATUS_LABELS[to].toLowerCase()}; this one is ${STATUS_LABELS[from].toLowerCase()}.`;
  }
  return `An application cannot move back from ${STATUS_LABELS[from].toLowerCase()} to ${STATUS_LABELS[to].toLowerCase()}.`;
}
