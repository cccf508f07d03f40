import { allowedTransitions, STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { Application, ApplicationList } from '@grantpilot/shared/contracts/applications';

/** Cards a column loads at a time: the board stays bounded however many applications there are. */
export const BOARD_PAGE_SIZE = 50;

/** A column's pages as TanStack Query keeps an infinite query. */
export interface ColumnPages {
  pages: ApplicationList[];
  pageParams: unknown[];
}

/** The columns a card may be moved to: the pipeline's allowed moves, in its order. */
export function moveTargets(from: ApplicationStatus) {
  return allowedTransitions(from);
}

/**
 * What a column says while a card is dragged: where it came from, whether it takes the card, or
 * that the pipeline does not allow it (such a column is not offered as a drop target at all).
 */
export function dropState(dragged: ApplicationStatus | null, column: ApplicationStatus) {
  if (dragged === null) return 'idle' as const;
  if (dragged === column) return 'source' as const;
  return allowedTransitions(dragged).includes(column) ? ('accepts' as const) : ('refuses' as const);
}

/** The column without the card; its count drops with it. */
export function withoutCard(column: ColumnPages | undefined, applicationId: string): ColumnPages | undefined {
  if (!column) return column;
  const found = column.pages.some((page) => page.applications.some(({ id }) => id === applicationId));
  if (!found) return column;
  return {
    ...column,
    pages: column.pages.map((page) => ({
      ...page,
      applications: page.applications.filter(({ id }) => id !== applicationId),
      total: page.total - 1,
    })),
  };
}

/** The column with the card on top, in its new status; its count grows with it. */
export function withCard(column: ColumnPages | undefined, application: Application): ColumnPages | undefined {
  if (!column) return column;
  const [first, ...rest] = column.pages;
  if (!first) return column;
  const others = rest.map((page) => ({ ...page, total: page.total + 1 }));
  return {
    ...column,
    pages: [
      {
        ...first,
        applications: [application, ...first.applications.filter(({ id }) => id !== application.id)],
        total: first.total + 1,
      },
      ...others,
    ],
  };
}

type CachedList = ColumnPages | ApplicationList | undefined;

function isColumn(data: CachedList): data is ColumnPages {
  return Boolean(data && 'pages' in data);
}

function queryOf(key: string) {
  const params = new URLSearchParams(key.slice(key.indexOf('?') + 1));
  const statuses = params.getAll('status');
  params.delete('status');
  return { statuses, rest: params.toString() };
}

/**
 * The optimistic move, over every cached list of applications (keyed by their API path): the
 * card leaves the board column that held it and tops the column of its new status among the
 * board's columns with the same filters; a table page shows its new status in place. What the
 * server then says replaces all of it.
 */
export function moveInLists(
  entries: readonly (readonly [key: string, data: CachedList])[],
  application: Application,
  to: ApplicationStatus,
) {
  const moved = { ...application, status: to };
  const holds = (data: CachedList) =>
    isColumn(data)
      ? data.pages.some((page) => page.applications.some(({ id }) => id === application.id))
      : Boolean(data?.applications.some(({ id }) => id === application.id));
  const boards = new Set(entries.filter(([, data]) => isColumn(data) && holds(data)).map(([key]) => queryOf(key).rest));
  return entries.map(([key, data]): [string, CachedList] => {
    if (!isColumn(data)) {
      if (!data || !holds(data)) return [key, data];
      return [
        key,
        { ...data, applications: data.applications.map((item) => (item.id === application.id ? moved : item)) },
      ];
    }
    const { statuses, rest } = queryOf(key);
    if (holds(data)) return [key, withoutCard(data, application.id)];
    if (boards.has(rest) && statuses.length === 1 && statuses[0] === to) return [key, withCard(data, moved)];
    return [key, data];
  });
}

/** What a screen reader hears after a move, or after a refused one was put back. */
export function moveAnnouncement(title: string, from: ApplicationStatus, to: ApplicationStatus, refusal?: string) {
  if (refusal) return `${title} was not moved and is back in ${STATUS_LABELS[from]}: ${refusal}`;
  return `Moved ${title} from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`;
}
