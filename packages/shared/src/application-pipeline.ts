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

/**
 * Where an application may go back to, to mend the record: an earlier open status (it was
 * submitted too soon, or the call reopened), and from a decision or a withdrawal any open status
 * or the other decision (a decision recorded wrongly). Editors may make these moves, always with
 * a reason, which the status history keeps.
 */
export function moveBackTargets(from: ApplicationStatus): ApplicationStatus[] {
  const index = OPEN_STATUSES.indexOf(from);
  if (index !== -1) return OPEN_STATUSES.slice(0, index);
  const otherDecision = DECIDED_STATUSES.includes(from) ? DECIDED_STATUSES.filter((status) => status !== from) : [];
  return [...OPEN_STATUSES, ...otherDecision];
}

/** A move along the pipeline, a move back (needs a reason), or none the pipeline has. */
export function moveKind(from: ApplicationStatus, to: ApplicationStatus): 'forward' | 'back' | 'refused' {
  if (canTransition(from, to)) return 'forward';
  return moveBackTargets(from).includes(to) ? 'back' : 'refused';
}

/** The longest reason a move back keeps. */
export const MOVE_REASON_MAX = 500;

/** Why a move is refused, in words for the person who tried it. */
export function transitionRefusal(from: ApplicationStatus, to: ApplicationStatus) {
  const fromWord = STATUS_LABELS[from].toLowerCase();
  const toWord = STATUS_LABELS[to].toLowerCase();
  if (from === to) return `The application is already ${toWord}.`;
  if (!OPEN_STATUSES.includes(from)) {
    return `An application that is ${fromWord} cannot move to ${toWord}; move it back to an open status first.`;
  }
  if (DECIDED_STATUSES.includes(to)) {
    return `Only a submitted application can be ${toWord}; this one is ${fromWord}.`;
  }
  return `An application cannot move from ${fromWord} to ${toWord}.`;
}
