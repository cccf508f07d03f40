import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyTotals } from '@grantpilot/shared/contracts/applications';
import { applicationFilterParams, type ApplicationListState } from '../application-list-params';
import { applicationsPath } from './get-applications';

export function getApplicationTotalsQueryOptions(organizationId: string, list: ApplicationListState) {
  const query = applicationFilterParams(list).toString();
  return queryOptions<{ totals: CurrencyTotals }>({
    queryKey: [`${applicationsPath(organizationId)}/totals${query ? `?${query}` : ''}`],
  });
}

/** `GET /api/orgs/{id}/applications/totals`: what the filtered table asks and won, per currency. */
export function useApplicationTotals(organizationId: string, list: ApplicationListState) {
  return useQuery({ ...getApplicationTotalsQueryOptions(organizationId, list), placeholderData: keepPreviousData });
}
