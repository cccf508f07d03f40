/**
 * What every list page keeps in its address and sends to its API besides its own filters: the
 * words searched, the order and the page.
 */

export type SortDirection = 'asc' | 'desc';

const MAX_PAGE = 10_000;

/** A list as it first shows: nothing searched, the records worked on last first, the first page. */
export const FIRST_LOOK = { q: '', sort: 'updatedAt', direction: 'desc', page: 1 } as const;

interface Ordered<S extends string> {
  sort: S;
  direction: SortDirection;
}

/** The page the address asks for, 1 when it is missing or malformed. */
export function readPage(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The order the address asks for; an unknown field or direction falls back to the default. */
export function readOrder<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaults: Ordered<S>,
): Ordered<S> {
  const sort = params.get('sort') ?? '';
  const direction = params.get('direction');
  return {
    sort: sorts.includes(sort as S) ? (sort as S) : defaults.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : defaults.direction,
  };
}

/**
 * The order and the page the address asks for, each falling back as above; the fields it may sort
 * by are those its sort menu labels.
 */
export function readOrderAndPage<S extends string>(
  params: URLSearchParams,
  sortLabels: Record<S, string>,
  defaults: Ordered<S>,
) {
  return { ...readOrder(params, Object.keys(sortLabels) as S[], defaults), page: readPage(params) };
}

/** Adds the words, order and page to the address, defaults left out so a plain list stays plain. */
export function writeSearchOrderAndPage<S extends string>(
  params: URLSearchParams,
  state: { q: string; page: number } & Partial<Ordered<S>>,
  defaults?: Ordered<S>,
) {
  if (state.q.trim()) params.set('q', state.q);
  if (defaults && state.sort && state.sort !== defaults.sort) params.set('sort', state.sort);
  if (defaults && state.direction && state.direction !== defaults.direction) params.set('direction', state.direction);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Adds the order and page to an API query, every parameter spelled out so equal lists share one cache entry. */
export function appendApiOrderAndPage<S extends string>(
  params: URLSearchParams,
  state: { page: number } & Partial<Ordered<S>>,
  pageSize: number,
) {
  if (state.sort) params.set('sort', state.sort);
  if (state.direction) params.set('direction', state.direction);
  params.set('page', String(state.page));
  params.set('pageSize', String(pageSize));
  return params;
}
