import { describe, expect, it } from 'vitest';
import { isFiltered, projectListApiQuery, readProjectListState, writeProjectListState } from './project-list-params';

describe('the projects list state in the address', () => {
  it('reads what it wrote, and writes defaults as nothing', () => {
    const state = readProjectListState(
      new URLSearchParams('q=river&status=active&status=planning&tag=Climate&sort=name&direction=asc&page=3'),
    );
    expect(state).toEqual({
      q: 'river',
      statuses: ['active', 'planning'],
      tag: 'climate',
      sort: 'name',
      direction: 'asc',
      page: 3,
    });
    expect(readProjectListState(writeProjectListState(state))).toEqual(state);
    expect(writeProjectListState(readProjectListState(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to the default for anything unknown or malformed', () => {
    const state = readProjectListState(new URLSearchParams('status=dreaming&sort=colour&direction=up&page=-2'));
    expect(state).toMatchObject({ statuses: [], sort: 'updatedAt', direction: 'desc', page: 1 });
    expect(readProjectListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('spells out every API parameter, so equal lists share a cache entry', () => {
    const query = projectListApiQuery(readProjectListState(new URLSearchParams('q=%20river%20')));
    expect(query).toBe('q=river&sort=updatedAt&direction=desc&page=1&pageSize=20');
  });

  it('knows a narrowed list from a whole one', () => {
    expect(isFiltered(readProjectListState(new URLSearchParams('sort=name')))).toBe(false);
    expect(isFiltered(readProjectListState(new URLSearchParams('tag=arts')))).toBe(true);
  });
});
