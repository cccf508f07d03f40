import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { OPEN_STATUSES, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { ApplicationList } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { applicationFilterParams, type ApplicationListState } from '../application-list-params';
import { BOARD_PAGE_SIZE } from '../board-moves';
import { applicationsPath } from './get-applications';

/**
 * One column of the board: the applications of one status under the page's other filters, 50 at
 * a time. Open work comes soonest deadline first; decided and withdrawn ones latest first.
 */
export function getBoardColumnQueryOptions(
  organizationId: string,
  status: ApplicationStatus,
  list: ApplicationListState,
) {
  const query = applicationFilterParams(list, { statuses: false });
  query.append('status', status);
  const open = OPEN_STATUSES.includes(status);
  query.set('sort', open ? 'deadline' : 'updatedAt');
  query.set('direction', open ? 'asc' : 'desc');
  query.set('pageSize', String(BOARD_PAGE_SIZE));
  const path = `${applicationsPath(organizationId)}?${query}`;
  return infiniteQueryOptions({
    queryKey: [path],
    queryFn: async ({ pageParam }): Promise<ApplicationList> =>
      (await apiRequest('GET', `${path}&page=${pageParam}`)).json(),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.applications.length, 0);
      const more = last.totalExact ? loaded < last.total : last.applications.length === BOARD_PAGE_SIZE;
      return more ? pages.length + 1 : undefined;
    },
  });
}

/** `GET /api/orgs/{id}/applications?status=…`: a board column, a page at a time. */
export function useBoardColumn(organizationId: string, status: ApplicationStatus, list: ApplicationListState) {
  return useInfiniteQuery(getBoardColumnQueryOptions(organizationId, status, list));
}
