import { appendApiOrderAndPage, readPage, writeSearchOrderAndPage } from '../../lib/list-params';

/** What the funders list shows, kept in the page's address so reload, Back and a shared link show the same. */
export interface FunderListState {
  q: string;
  page: number;
}

export const FUNDERS_PAGE_SIZE = 20;

export const DEFAULT_FUNDER_LIST: FunderListState = { q: '', page: 1 };

/** Reads the address's parameters; anything malformed falls back to the default. */
export function readFunderListState(params: URLSearchParams): FunderListState {
  return { q: params.get('q') ?? '', page: readPage(params) };
}

/** The address's parameters, defaults left out so a plain /funders stays plain. */
export function writeFunderListState(state: FunderListState) {
  return writeSearchOrderAndPage(new URLSearchParams(), state);
}

/** The API's query string, every parameter spelled out so equal lists share one cache entry. */
export function funderListApiQuery(state: FunderListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  return appendApiOrderAndPage(params, state, FUNDERS_PAGE_SIZE);
}
