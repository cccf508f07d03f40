import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunderDetail } from '@grantpilot/shared/contracts/funders';
import { queryKeys } from '../../../lib/query-keys';

export function getFunderQueryOptions(organizationId: string, funderId: string) {
  return queryOptions<FunderDetail>({ queryKey: queryKeys.funder(organizationId, funderId) });
}

/** `GET /api/orgs/{id}/funders/{funderId}`: the funder's record, applications and success rate. */
export function useFunder(organizationId: string, funderId: string) {
  return useQuery(getFunderQueryOptions(organizationId, funderId));
}
