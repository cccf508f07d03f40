import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisEngines } from '@grantpilot/shared/contracts/analyses';
import { queryKeys } from '../../../lib/query-keys';

export function getEnginesQueryOptions(organizationId: string) {
  return queryOptions<AnalysisEngines>({ queryKey: queryKeys.analysisEngines(organizationId), staleTime: 60_000 });
}

/** `GET /api/orgs/{id}/analyses/engines`: the engines this instance offers (the LLM one only when configured). */
export function useAnalysisEngines(organizationId: string) {
  return useQuery(getEnginesQueryOptions(organizationId));
}
