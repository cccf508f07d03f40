import { describe, expect, it } from 'vitest';
import {
  countProjects,
  isFiltered,
  projectListApiQuery,
  projectPageCount,
  readProjectListState,
  writeProjectListState,
} from './project-list-params';

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
    expect(state).toMatchObject({ statuses: [], sort: 'relevance', direction: 'desc', page: 1 });
    expect(readProjectListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('spells out every API parameter, so equal lists share a cache entry', () => {
    const query = projectListApiQuery(readProjectListState(new URLSearchParams('q=%20river%20')));
    expect(query).toBe('q=river&sort=relevance&direction=desc&page=1&pageSize=20');
    // An order chosen stays chosen while searching; the default, the best match, is left out of the address.
    const byUpdate = readProjectListState(new URLSearchParams('q=river&sort=updatedAt'));
    expect(byUpdate.sort).toBe('updatedAt');
    expect(writeProjectListState(byUpdate).toString()).toBe('q=river&sort=updatedAt');
    expect(writeProjectListState({ ...byUpdate, sort: 'relevance' }).toString()).toBe('q=river');
  });

  it('knows a narrowed list from a whole one', () => {
    expect(isFiltered(readProjectListState(new URLSearchParams('sort=name')))).toBe(false);
    expect(isFiltered(readProjectListState(new URLSearchParams('tag=arts')))).toBe(true);
  });
});

describe('counting the list', () => {
  it('says how many, or that the count stopped, and pages on while pages come back full', () => {
    expect(countProjects(1)).toBe('1 project');
    expect(countProjects(1234)).toBe('1,234 projects');
    expect(countProjects(1001, false)).toBe('1,001 or more projects');
    const full = Array.from({ length: 20 }, () => ({}));
    expect(projectPageCount({ total: 45, totalExact: true, projects: full }, 1)).toBe(3);
    expect(projectPageCount({ total: 30, totalExact: false, projects: full }, 2)).toBe(3);
    expect(projectPageCount({ total: 30, totalExact: false, projects: full.slice(0, 10) }, 2)).toBe(2);
  });
});
