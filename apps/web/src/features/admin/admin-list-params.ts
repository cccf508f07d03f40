import { readPage } from '../../lib/list-params';

/** An administration list (accounts, organisations): the words searched and the page, kept in the address. */
export interface AdminListState {
  q: string;
  page: number;
}

export const ADMIN_PAGE_SIZE = 25;

export const DEFAULT_ADMIN_LIST: AdminListState = { q: '', page: 1 };

export function readAdminListState(params: URLSearchParams): AdminListState {
  return { q: params.get('q') ?? '', page: readPage(params) };
}

/** The address's parameters, defaults left out so a plain /admin stays plain. */
export function writeAdminListState(state: AdminListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API's query string, every parameter spelled out so equal lists share one cache entry. */
export function adminListApiQuery(state: AdminListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  params.set('page', String(state.page));
  params.set('pageSize', String(ADMIN_PAGE_SIZE));
  return params;
}
