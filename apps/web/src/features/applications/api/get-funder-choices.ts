import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunderChoice } from '@grantpilot/shared/contracts/funders';
import { queryKeys } from '../../../lib/query-keys';

export function getFunderChoicesQueryOptions(organizationId: string) {
  return queryOptions<{ funders: FunderChoice[] }>({ queryKey: queryKeys.funderChoices(organizationId) });
}

/** `GET /api/orgs/{id}/funders/choices`: every funder's name, for the form's suggestions and the table's filter. */
export function useFunderChoices(organizationId: string) {
  return useQuery(getFunderChoicesQueryOptions(organizationId));
}
