import { describe, expect, it } from 'vitest';
import type { Application, ApplicationList } from '@grantpilot/shared/contracts/applications';
import {
  dropState,
  moveAnnouncement,
  moveInLists,
  moveTargets,
  withCard,
  withoutCard,
  type ColumnPages,
} from './board-moves';

function application(id: string, status: Application['status'] = 'drafting'): Application {
  return {
    id,
    title: `Application ${id}`,
    funder: null,
    programme: null,
    reference: null,
    project: null,
    status,
    currency: 'EUR',
    amountRequested: null,
    amountAwarded: null,
    deadline: null,
    internalDeadline: null,
    submittedOn: null,
    decidedOn: null,
    owner: null,
    notes: null,
    openTasks: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function column(ids: string[][], total: number): ColumnPages {
  return {
    pages: ids.map((page, index) => ({
      applications: page.map((id) => application(id)),
      total,
      totalExact: true,
      page: index + 1,
      pageSize: 50,
    })),
    pageParams: ids.map((_page, index) => index + 1),
  };
}

describe('moves on the board', () => {
  it('offers only the pipeline’s moves', () => {
    expect(moveTargets('drafting')).toEqual(['submitted', 'under_review', 'withdrawn']);
    expect(moveTargets('submitted')).toEqual(['under_review', 'awarded', 'declined', 'withdrawn']);
    expect(moveTargets('awarded')).toEqual([]);
  });

  it('says which columns take a dragged card', () => {
    expect(dropState(null, 'awarded')).toBe('idle');
    expect(dropState('drafting', 'drafting')).toBe('source');
    expect(dropState('drafting', 'submitted')).toBe('accepts');
    expect(dropState('drafting', 'awarded')).toBe('refuses');
    expect(dropState('drafting', 'prospect')).toBe('refuses');
  });

  it('takes a card out of its column and puts it on top of another, counts following', () => {
    const from = withoutCard(column([['a', 'b'], ['c']], 3), 'b');
    expect(from?.pages.map((page) => page.applications.map(({ id }) => id))).toEqual([['a'], ['c']]);
    expect(from?.pages.map((page) => page.total)).toEqual([2, 2]);

    const to = withCard(column([['x']], 1), application('b', 'submitted'));
    expect(to?.pages[0]?.applications.map(({ id }) => id)).toEqual(['b', 'x']);
    expect(to?.pages[0]?.total).toBe(2);
  });

  it('leaves a column alone that does not hold the card or is not loaded', () => {
    const untouched = column([['a']], 1);
    expect(withoutCard(untouched, 'z')).toBe(untouched);
    expect(withCard(undefined, application('a'))).toBeUndefined();
  });

  it('moves the card between the board’s columns of the same filters, and restates it in a table page', () => {
    const card = application('b', 'drafting');
    const path = '/api/orgs/o/applications';
    const entries: [string, ColumnPages | ApplicationList][] = [
      [`${path}?q=river&status=drafting&pageSize=50`, column([['a', 'b']], 2)],
      [`${path}?q=river&status=submitted&pageSize=50`, column([['c']], 1)],
      [`${path}?status=submitted&pageSize=50`, column([['d']], 1)],
      [
        `${path}?q=river&sort=title&page=1&pageSize=20`,
        { applications: [card], total: 1, totalExact: true, page: 1, pageSize: 20 },
      ],
    ];
    const [drafting, submitted, otherBoard, table] = moveInLists(entries, card, 'submitted');
    const ids = (entry: typeof drafting) => (entry?.[1] as ColumnPages).pages[0]?.applications.map(({ id }) => id);
    expect(ids(drafting)).toEqual(['a']);
    expect(ids(submitted)).toEqual(['b', 'c']);
    expect((submitted?.[1] as ColumnPages).pages[0]?.applications[0]?.status).toBe('submitted');
    expect(ids(otherBoard)).toEqual(['d']);
    expect(table?.[1]).toMatchObject({ applications: [{ id: 'b', status: 'submitted' }] });
  });

  it('announces a move and a refusal', () => {
    expect(moveAnnouncement('River Call', 'drafting', 'submitted')).toBe(
      'Moved River Call from Drafting to Submitted.',
    );
    expect(moveAnnouncement('River Call', 'drafting', 'awarded', 'Only a submitted application can be awarded.')).toBe(
      'River Call was not moved and is back in Drafting: Only a submitted application can be awarded.',
    );
  });
});
