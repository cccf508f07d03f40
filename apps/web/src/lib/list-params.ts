/**
 * What every list page keeps in its address and sends to its API besides its own filters: the
 * words searched, the order and the page.
 */

export type SortDirection = 'asc' | 'desc';

const MAX_PAGE = 10_000;

/** A list as it first shows: nothing searched, the records worked on last first, the first page. */
export const FIRST_LOOK = { q: '', sort: 'updatedAt', direction: 'desc', page: 1 } as const;

/**
 * The same for a list the server ranks by relevance: by default the best matches first while
 * words are searched, and without words (where the server orders `relevance` as `updatedAt`)
 * the records worked on last first.
 */
export const RANKED_FIRST_LOOK = { ...FIRST_LOOK, sort: 'relevance' } as const;

/** The order a ranked list's sort menu shows: without words, `relevance` is the last updated first. */
export function shownSort<S extends string>(sort: S, searching: boolean): S {
  return sort === 'relevance' && !searching ? ('updatedAt' as S) : sort;
}

/** The orders a ranked list's sort menu offers: the best match only while words are searched. */
export function sortChoices<S extends string>(labels: Record<S, string>, searching: boolean): Record<S, string> {
  if (searching) return labels;
  return Object.fromEntries(Object.entries(labels).filter(([sort]) => sort !== 'relevance')) as Record<S, string>;
}

/**
 * Pages of a list whose count may stop ("10,000 or more"): with an exact count, all of them;
 * otherwise the pages counted and, while pages come back full, one more.
 */
export function pageCount(answer: { total: number; totalExact: boolean }, shown: number, page: number, size: number) {
  const counted = Math.max(1, Math.ceil(answer.total / size));
  if (answer.totalExact) return counted;
  return Math.max(counted, shown === size ? page + 1 : page);
}

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
