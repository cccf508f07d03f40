/** What the funders list shows, kept in the page's address so reload, Back and a shared link show the same. */
export interface FunderListState {
  q: string;
  page: number;
}

export const FUNDERS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

export const DEFAULT_FUNDER_LIST: FunderListState = { q: '', page: 1 };

/** Reads the address's parameters; anything malformed falls back to the default. */
export function readFunderListState(params: URLSearchParams): FunderListState {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The address's parameters, defaults left out so a plain /funders stays plain. */
export function writeFunderListState(state: FunderListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API's query string, every parameter spelled out so equal lists share one cache entry. */
export function funderListApiQuery(state: FunderListState) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  params.set('page', String(state.page));
  params.set('pageSize', String(FUNDERS_PAGE_SIZE));
  return params;
}
