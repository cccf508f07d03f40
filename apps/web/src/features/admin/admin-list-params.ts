import { ACCOUNT_STATES, type AccountState } from '@grantpilot/shared/contracts/admin';
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

/** The account list adds a state (disabled, verified, not verified). */
export interface AccountListState extends AdminListState {
  state: AccountState | '';
}

export const DEFAULT_ACCOUNT_LIST: AccountListState = { ...DEFAULT_ADMIN_LIST, state: '' };

export function readAccountListState(params: URLSearchParams): AccountListState {
  const state = params.get('state');
  return {
    ...readAdminListState(params),
    state: ACCOUNT_STATES.includes(state as AccountState) ? (state as AccountState) : '',
  };
}

export function writeAccountListState(state: AccountListState) {
  const params = writeAdminListState(state);
  if (state.state) params.set('state', state.state);
  return params;
}

export function accountListApiQuery(state: AccountListState) {
  const params = adminListApiQuery(state);
  if (state.state) params.set('state', state.state);
  return params;
}
