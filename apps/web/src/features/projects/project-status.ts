import type { ProjectStatus } from '@grantpilot/shared/contracts/projects';

/**
 * The statuses in the order of a project's life. A Record so a status added to the contract
 * fails the type check here; the contract's own list is not imported, to keep zod out of the list.
 */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

export const PROJECT_STATUSES = Object.keys(PROJECT_STATUS_LABELS) as ProjectStatus[];

export function isProjectStatus(value: string): value is ProjectStatus {
  return Object.hasOwn(PROJECT_STATUS_LABELS, value);
}
