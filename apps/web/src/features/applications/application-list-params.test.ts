import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applicationFilterParams,
  applicationListApiQuery,
  clearedListState,
  countApplications,
  DEFAULT_LIST_STATE,
  isFiltered,
  pageCountOf,
  readApplicationListState,
  writeApplicationListState,
} from './application-list-params';

const FUNDER = '6f1c1f3e-2d2a-4c53-9a43-2a1b0c9d8e7f';

describe('the applications list state in the address', () => {
  it('reads what it wrote, and writes defaults as nothing', () => {
    const state = readApplicationListState(
      new URLSearchParams(
        `view=board&q=river&status=submitted&status=drafting&funderId=${FUNDER}&ownerUserId=u1` +
          '&deadlineFrom=2026-01-01&deadlineTo=2026-12-31&sort=deadline&direction=asc&page=3',
      ),
    );
    expect(state).toEqual({
      view: 'board',
      q: 'river',
      statuses: ['drafting', 'submitted'],
      funderId: FUNDER,
      projectId: '',
      ownerUserId: 'u1',
      deadlineFrom: '2026-01-01',
      deadlineTo: '2026-12-31',
      sort: 'deadline',
      direction: 'asc',
      page: 3,
    });
    expect(readApplicationListState(writeApplicationListState(state))).toEqual(state);
    expect(writeApplicationListState(readApplicationListState(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to the default for anything unknown or malformed', () => {
    const state = readApplicationListState(
      new URLSearchParams(
        'view=grid&status=dreaming&funderId=42&projectId=x&deadlineFrom=tomorrow&sort=colour&direction=up&page=-2',
      ),
    );
    expect(state).toMatchObject({
      view: 'table',
      statuses: [],
      funderId: '',
      projectId: '',
      deadlineFrom: '',
      sort: 'relevance',
      direction: 'desc',
      page: 1,
    });
    expect(readApplicationListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('spells out every API parameter for the table, and only the filters for totals and export', () => {
    const state = readApplicationListState(new URLSearchParams('q=%20river%20&status=awarded&view=board&page=2'));
    expect(applicationListApiQuery(state)).toBe(
      'q=river&status=awarded&sort=relevance&direction=desc&page=2&pageSize=20',
    );
    expect(applicationFilterParams(state).toString()).toBe('q=river&status=awarded');
    expect(applicationFilterParams(state, { statuses: false }).toString()).toBe('q=river');
  });

  it('knows a narrowed list from a whole one, and clears filters but keeps the view and order', () => {
    expect(isFiltered(readApplicationListState(new URLSearchParams('sort=title&view=board')))).toBe(false);
    const state = readApplicationListState(new URLSearchParams('deadlineTo=2026-05-01&sort=title&view=board'));
    expect(isFiltered(state)).toBe(true);
    expect(clearedListState(state)).toMatchObject({ view: 'board', sort: 'title', deadlineTo: '', page: 1 });
  });
});

describe('counting the table', () => {
  it('says how many, or that a filtered count stopped', () => {
    expect(countApplications(1)).toBe('1 application');
    expect(countApplications(10_000, false)).toMatch(/^10.000 or more applications$/);
  });

  it('pages through an exact count, and on past where the count stopped while pages come back full', () => {
    const full = Array.from({ length: 20 });
    expect(pageCountOf({ total: 41, totalExact: true, applications: full }, 1)).toBe(3);
    expect(pageCountOf({ total: 10_000, totalExact: false, applications: full }, 500)).toBe(501);
    expect(pageCountOf({ total: 10_000, totalExact: false, applications: full.slice(3) }, 502)).toBe(502);
  });
});

describe('the filters a phone’s button counts', () => {
  it('counts each narrowing filter once, the search apart; the board has no status filter', () => {
    expect(activeFilterCount(DEFAULT_LIST_STATE, false)).toBe(0);
    const narrowed = {
      ...DEFAULT_LIST_STATE,
      q: 'rivers',
      statuses: ['drafting', 'submitted'] as const,
      funderId: 'f-1',
      deadlineFrom: '2026-01-01',
    };
    expect(activeFilterCount({ ...narrowed, statuses: [...narrowed.statuses] }, false)).toBe(3);
    expect(activeFilterCount({ ...narrowed, statuses: [...narrowed.statuses] }, true)).toBe(2);
  });
});
