import { describe, expect, it } from 'vitest';
import {
  appendApiOrderAndPage,
  FIRST_LOOK,
  pageCount,
  readOrder,
  readOrderAndPage,
  readPage,
  shownSort,
  sortChoices,
  writeSearchOrderAndPage,
} from './list-params';

const DEFAULTS = { sort: 'updatedAt', direction: 'desc' } as const;
const SORTS = ['updatedAt', 'name'] as const;

describe('a list’s address', () => {
  it('reads the page and the order, falling back on anything malformed', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['0', '-1', '2.5', 'x', '10001']) expect(readPage(new URLSearchParams({ page }))).toBe(1);
    expect(readOrder(new URLSearchParams('sort=name&direction=asc'), SORTS, DEFAULTS)).toEqual({
      sort: 'name',
      direction: 'asc',
    });
    expect(readOrder(new URLSearchParams('sort=budget&direction=up'), SORTS, DEFAULTS)).toEqual(DEFAULTS);
  });

  it('writes only what differs from the defaults, and the API query in full', () => {
    const state = { q: 'ocean', sort: 'name' as const, direction: 'desc' as const, page: 2 };
    expect(writeSearchOrderAndPage(new URLSearchParams(), state, DEFAULTS).toString()).toBe('q=ocean&sort=name&page=2');
    expect(writeSearchOrderAndPage(new URLSearchParams(), { q: ' ', page: 1 }).toString()).toBe('');
    expect(appendApiOrderAndPage(new URLSearchParams('q=ocean'), state, 20).toString()).toBe(
      'q=ocean&sort=name&direction=desc&page=2&pageSize=20',
    );
  });
});

describe('readOrderAndPage', () => {
  it('reads the order among the labelled fields, and the page', () => {
    const labels = { updatedAt: 'Last updated', name: 'Name' };
    expect(readOrderAndPage(new URLSearchParams('sort=name&direction=asc&page=2'), labels, FIRST_LOOK)).toEqual({
      sort: 'name',
      direction: 'asc',
      page: 2,
    });
    expect(readOrderAndPage(new URLSearchParams('sort=budget'), labels, FIRST_LOOK)).toEqual({
      sort: 'updatedAt',
      direction: 'desc',
      page: 1,
    });
  });
});

describe('a list ranked by relevance', () => {
  it('offers the best match only while searching, and shows it as the last updated without words', () => {
    const labels = { relevance: 'Best match', updatedAt: 'Last updated', name: 'Name' };
    expect(Object.keys(sortChoices(labels, true))).toEqual(['relevance', 'updatedAt', 'name']);
    expect(Object.keys(sortChoices(labels, false))).toEqual(['updatedAt', 'name']);
    expect(shownSort('relevance', true)).toBe('relevance');
    expect(shownSort('relevance', false)).toBe('updatedAt');
    expect(shownSort('name', false)).toBe('name');
  });

  it('counts the pages, one more while a stopped count keeps filling pages', () => {
    expect(pageCount({ total: 41, totalExact: true }, 20, 1, 20)).toBe(3);
    expect(pageCount({ total: 40, totalExact: false }, 20, 2, 20)).toBe(3);
    expect(pageCount({ total: 40, totalExact: false }, 5, 2, 20)).toBe(2);
  });
});
