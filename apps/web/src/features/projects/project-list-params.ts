import type { PROJECT_SORTS, ProjectStatus } from '@grantpilot/shared/contracts/projects';
import { isProjectStatus } from './project-status';

export type ProjectSort = (typeof PROJECT_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** What the list shows, kept in the page's address so reload, Back and a shared link show the same. */
export interface ProjectListState {
  q: string;
  statuses: ProjectStatus[];
  tag: string;
  sort: ProjectSort;
  direction: SortDirection;
  page: number;
}

export const PROJECTS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  updatedAt: 'Last updated',
  createdAt: 'Date created',
  name: 'Name',
  status: 'Status',
  startDate: 'Start date',
  endDate: 'End date',
};
const SORTS = Object.keys(PROJECT_SORT_LABELS) as ProjectSort[];

/** The server's default order: the projects worked on last come first. */
export const DEFAULT_LIST_STATE: ProjectListState = {
  q: '',
  statuses: [],
  tag: '',
  sort: 'updatedAt',
  direction: 'desc',
  page: 1,
};

/** Words for the direction that fit the field: "A to Z" for a name, "Newest first" for a date. */
export function directionLabel(sort: ProjectSort, direction: SortDirection) {
  if (sort === 'name') return direction === 'asc' ? 'A to Z' : 'Z to A';
  if (sort === 'status') return direction === 'asc' ? 'Planning first' : 'Archived first';
  if (sort === 'createdAt' || sort === 'updatedAt') return direction === 'asc' ? 'Oldest first' : 'Newest first';
  return direction === 'asc' ? 'Earliest first' : 'Latest first';
}

/** Reads the address's parameters; anything unknown or malformed falls back to the default. */
export function readProjectListState(params: URLSearchParams): ProjectListState {
  const sort = params.get('sort') ?? '';
  const direction = params.get('direction');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    statuses: [...new Set(params.getAll('status').filter(isProjectStatus))],
    tag: params.get('tag')?.trim().toLowerCase() ?? '',
    sort: SORTS.includes(sort as ProjectSort) ? (sort as ProjectSort) : DEFAULT_LIST_STATE.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_LIST_STATE.direction,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address's parameters, defaults left out so a plain /projects stays plain. */
export function writeProjectListState(state: ProjectListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  for (const status of state.statuses) params.append('status', status);
  if (state.tag) params.set('tag', state.tag);
  if (state.sort !== DEFAULT_LIST_STATE.sort) params.set('sort', state.sort);
  if (state.direction !== DEFAULT_LIST_STATE.direction) params.set('direction', state.direction);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API's query string, every parameter spelled out so equal lists share one cache entry. */
export function projectListApiQuery(state: ProjectListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const status of state.statuses) params.append('status', status);
  if (state.tag) params.set('tag', state.tag);
  params.set('sort', state.sort);
  params.set('direction', state.direction);
  params.set('page', String(state.page));
  params.set('pageSize', String(PROJECTS_PAGE_SIZE));
  return params.toString();
}

/** True when the list is narrowed: an empty answer then means "no match", not "no projects". */
export function isFiltered(state: ProjectListState) {
  return Boolean(state.q.trim() || state.statuses.length || state.tag);
}
