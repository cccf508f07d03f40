import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FunderList } from '@grantpilot/shared/contracts/funders';
import { queryKeys } from '../../../lib/query-keys';
import { funderListApiQuery, type FunderListState } from '../funder-list-params';

export function getFundersQueryOptions(organizationId: string, list: FunderListState) {
  return queryOptions<FunderList>({ queryKey: queryKeys.funderList(organizationId, funderListApiQuery(list)) });
}

/**
 * `GET /api/orgs/{id}/funders?q=&page=&pageSize=`: a page of funders by name, each with how many
 * applications went to it and how often they succeeded. The last page stays while the next loads.
 */
export function useFunders(organizationId: string, list: FunderListState) {
  return useQuery({ ...getFundersQueryOptions(organizationId, list), placeholderData: keepPreviousData });
}
