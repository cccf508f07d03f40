import { APPLICATION_STATUSES, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { APPLICATION_SORTS } from '@grantpilot/shared/contracts/applications';
import {
  appendApiOrderAndPage,
  pageCount,
  RANKED_FIRST_LOOK,
  readOrderAndPage,
  writeSearchOrderAndPage,
} from '../../lib/list-params';
import type { SortDirection } from '../../lib/list-params';
import { isRecordId } from '../../lib/record-id';

export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export type ApplicationsView = 'table' | 'board';

/** What the applications page shows, kept in its address so reload, Back and a shared link show the same. */
export interface ApplicationListState {
  view: ApplicationsView;
  q: string;
  statuses: ApplicationStatus[];
  funderId: string;
  projectId: string;
  ownerUserId: string;
  deadlineFrom: string;
  deadlineTo: string;
  sort: ApplicationSort;
  direction: SortDirection;
  page: number;
}

export const APPLICATIONS_PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MEMBER_ID_MAX = 128;

export const APPLICATION_SORT_LABELS: Record<ApplicationSort, string> = {
  relevance: 'Best match',
  updatedAt: 'Last updated',
  createdAt: 'Date created',
  title: 'Title',
  status: 'Status',
  deadline: 'Deadline',
  amountRequested: 'Amount requested',
};

/** The server's default order: the best matches of a search, else the applications worked on last. */
export const DEFAULT_LIST_STATE: ApplicationListState = {
  ...RANKED_FIRST_LOOK,
  view: 'table',
  statuses: [],
  funderId: '',
  projectId: '',
  ownerUserId: '',
  deadlineFrom: '',
  deadlineTo: '',
};

/**
 * Words for the direction that fit the field: "A to Z" for a title, "Soonest first" for a
 * deadline; none for the best match, which comes first.
 */
export function directionLabel(sort: ApplicationSort, direction: SortDirection) {
  const asc = direction === 'asc';
  if (sort === 'relevance') return null;
  if (sort === 'title') return asc ? 'A to Z' : 'Z to A';
  if (sort === 'status') return asc ? 'Prospect first' : 'Withdrawn first';
  if (sort === 'deadline') return asc ? 'Soonest first' : 'Latest first';
  if (sort === 'amountRequested') return asc ? 'Smallest first' : 'Largest first';
  return asc ? 'Oldest first' : 'Newest first';
}

function isStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

const uuidOrEmpty = (value: string | null) => (value && isRecordId(value) ? value.toLowerCase() : '');
const dateOrEmpty = (value: string | null) => (value && DATE.test(value) ? value : '');

/** Reads the address's parameters; anything unknown or malformed falls back to the default. */
export function readApplicationListState(params: URLSearchParams): ApplicationListState {
  const owner = params.get('ownerUserId') ?? '';
  const statuses = new Set(params.getAll('status').filter(isStatus));
  return {
    view: params.get('view') === 'board' ? 'board' : 'table',
    q: params.get('q') ?? '',
    // In the pipeline's order, however the address lists them: equal filters, equal cache entries.
    statuses: APPLICATION_STATUSES.filter((status) => statuses.has(status)),
    funderId: uuidOrEmpty(params.get('funderId')),
    projectId: uuidOrEmpty(params.get('projectId')),
    ownerUserId: owner.length <= MEMBER_ID_MAX ? owner : '',
    deadlineFrom: dateOrEmpty(params.get('deadlineFrom')),
    deadlineTo: dateOrEmpty(params.get('deadlineTo')),
    ...readOrderAndPage(params, APPLICATION_SORT_LABELS, DEFAULT_LIST_STATE),
  };
}

/** The address's parameters, defaults left out so a plain /applications stays plain. */
export function writeApplicationListState(state: ApplicationListState) {
  const params = new URLSearchParams();
  if (state.view !== DEFAULT_LIST_STATE.view) params.set('view', state.view);
  for (const status of state.statuses) params.append('status', status);
  if (state.funderId) params.set('funderId', state.funderId);
  if (state.projectId) params.set('projectId', state.projectId);
  if (state.ownerUserId) params.set('ownerUserId', state.ownerUserId);
  if (state.deadlineFrom) params.set('deadlineFrom', state.deadlineFrom);
  if (state.deadlineTo) params.set('deadlineTo', state.deadlineTo);
  return writeSearchOrderAndPage(params, state, DEFAULT_LIST_STATE);
}

/**
 * The filters as API parameters, without order or page: the totals and the CSV export of the
 * table, and (without the statuses, which are its columns) the board.
 */
export function applicationFilterParams(state: ApplicationListState, { statuses = true } = {}) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (statuses) for (const status of state.statuses) params.append('status', status);
  if (state.funderId) params.set('funderId', state.funderId);
  if (state.projectId) params.set('projectId', state.projectId);
  if (state.ownerUserId) params.set('ownerUserId', state.ownerUserId);
  if (state.deadlineFrom) params.set('deadlineFrom', state.deadlineFrom);
  if (state.deadlineTo) params.set('deadlineTo', state.deadlineTo);
  return params;
}

/** The table's API query, every parameter spelled out so equal lists share one cache entry. */
export function applicationListApiQuery(state: ApplicationListState) {
  return appendApiOrderAndPage(applicationFilterParams(state), state, APPLICATIONS_PAGE_SIZE).toString();
}

/** True when the list is narrowed: an empty answer then means "no match", not "no applications". */
export function isFiltered(state: ApplicationListState) {
  return Boolean(
    state.q.trim() ||
    state.statuses.length ||
    state.funderId ||
    state.projectId ||
    state.ownerUserId ||
    state.deadlineFrom ||
    state.deadlineTo,
  );
}

/** The filters cleared; the view and the order are how the reader likes to look, so they stay. */
export function clearedListState(state: ApplicationListState): ApplicationListState {
  return { ...DEFAULT_LIST_STATE, view: state.view, sort: state.sort, direction: state.direction };
}

const countFormat = new Intl.NumberFormat();

/** "42 applications", or "10,000 or more applications" where a filtered count stopped counting. */
export function countApplications(total: number, exact = true) {
  const noun = total === 1 && exact ? 'application' : 'applications';
  return `${countFormat.format(total)}${exact ? '' : ' or more'} ${noun}`;
}

/**
 * The table's pages. With an exact count, all of them; where the count stopped, the pages it
 * reached and, while pages come back full, one more.
 */
export function pageCountOf(answer: { total: number; totalExact: boolean; applications: unknown[] }, page: number) {
  return pageCount(answer, answer.applications.length, page, APPLICATIONS_PAGE_SIZE);
}

/** The filters narrowing the list besides the search (the statuses count once; the board has none). */
export function activeFilterCount(list: ApplicationListState, board: boolean) {
  const statuses = !board && list.statuses.length > 0;
  return [statuses, list.funderId, list.projectId, list.ownerUserId, list.deadlineFrom, list.deadlineTo].filter(Boolean)
    .length;
}
