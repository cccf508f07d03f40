import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyTotals } from '@grantpilot/shared/contracts/applications';
import { applicationFilterParams, type ApplicationListState } from '../application-list-params';
import { queryKeys } from '../../../lib/query-keys';

export function getApplicationTotalsQueryOptions(organizationId: string, list: ApplicationListState) {
  return queryOptions<{ totals: CurrencyTotals }>({
    queryKey: queryKeys.applicationTotals(organizationId, applicationFilterParams(list)),
  });
}

/** `GET /api/orgs/{id}/applications/totals`: what the filtered table asks and won, per currency. */
export function useApplicationTotals(organizationId: string, list: ApplicationListState) {
  return useQuery({ ...getApplicationTotalsQueryOptions(organizationId, list), placeholderData: keepPreviousData });
}
