import { describe, expect, it } from 'vitest';
import { funderListApiQuery, readFunderListState, writeFunderListState } from './funder-list-params';

describe('the funders list in the address', () => {
  it('keeps the words and the page, and asks the API for a full page', () => {
    const list = readFunderListState(new URLSearchParams('q=trust&page=2'));
    expect(list).toEqual({ q: 'trust', page: 2 });
    expect(writeFunderListState(list).toString()).toBe('q=trust&page=2');
    expect(writeFunderListState({ q: '', page: 1 }).toString()).toBe('');
    expect(funderListApiQuery({ q: ' trust ', page: 2 }).toString()).toBe('q=trust&page=2&pageSize=20');
  });
});
