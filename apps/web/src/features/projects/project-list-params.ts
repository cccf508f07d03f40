import type { PROJECT_SORTS, ProjectStatus } from '@grantpilot/shared/contracts/projects';
import {
  appendApiOrderAndPage,
  pageCount,
  RANKED_FIRST_LOOK,
  readOrderAndPage,
  writeSearchOrderAndPage,
} from '../../lib/list-params';
import type { SortDirection } from '../../lib/list-params';
import { isProjectStatus } from './project-status';

export type ProjectSort = (typeof PROJECT_SORTS)[number];

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

export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  relevance: 'Best match',
  updatedAt: 'Last updated',
  createdAt: 'Date created',
  name: 'Name',
  status: 'Status',
  startDate: 'Start date',
  endDate: 'End date',
};

/** The server's default order: the best matches of a search, else the projects worked on last. */
export const DEFAULT_LIST_STATE: ProjectListState = { ...RANKED_FIRST_LOOK, statuses: [], tag: '' };

/**
 * Words for the direction that fit the field: "A to Z" for a name, "Newest first" for a date;
 * none for the best match, which comes first.
 */
export function directionLabel(sort: ProjectSort, direction: SortDirection) {
  if (sort === 'relevance') return null;
  if (sort === 'name') return direction === 'asc' ? 'A to Z' : 'Z to A';
  if (sort === 'status') return direction === 'asc' ? 'Planning first' : 'Archived first';
  if (sort === 'createdAt' || sort === 'updatedAt') return direction === 'asc' ? 'Oldest first' : 'Newest first';
  return direction === 'asc' ? 'Earliest first' : 'Latest first';
}

/** Reads the address's parameters; anything unknown or malformed falls back to the default. */
export function readProjectListState(params: URLSearchParams): ProjectListState {
  return {
    q: params.get('q') ?? '',
    statuses: [...new Set(params.getAll('status').filter(isProjectStatus))],
    tag: params.get('tag')?.trim().toLowerCase() ?? '',
    ...readOrderAndPage(params, PROJECT_SORT_LABELS, DEFAULT_LIST_STATE),
  };
}

/** The address's parameters, defaults left out so a plain /projects stays plain. */
export function writeProjectListState(state: ProjectListState) {
  const params = new URLSearchParams();
  for (const status of state.statuses) params.append('status', status);
  if (state.tag) params.set('tag', state.tag);
  return writeSearchOrderAndPage(params, state, DEFAULT_LIST_STATE);
}

/** The API's query string, every parameter spelled out so equal lists share one cache entry. */
export function projectListApiQuery(state: ProjectListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const status of state.statuses) params.append('status', status);
  if (state.tag) params.set('tag', state.tag);
  return appendApiOrderAndPage(params, state, PROJECTS_PAGE_SIZE).toString();
}

/** True when the list is narrowed: an empty answer then means "no match", not "no projects". */
export function isFiltered(state: ProjectListState) {
  return Boolean(state.q.trim() || state.statuses.length || state.tag);
}

const countFormat = new Intl.NumberFormat();

/** "42 projects", or "1,000 or more projects" where the count stopped. */
export function countProjects(total: number, exact = true) {
  const noun = total === 1 && exact ? 'project' : 'projects';
  return `${countFormat.format(total)}${exact ? '' : ' or more'} ${noun}`;
}

/** The list's pages: all of them with an exact count, else those counted and one more while pages are full. */
export function projectPageCount(answer: { total: number; totalExact: boolean; projects: unknown[] }, page: number) {
  return pageCount(answer, answer.projects.length, page, PROJECTS_PAGE_SIZE);
}
