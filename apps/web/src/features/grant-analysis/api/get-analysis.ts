import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisDetail } from '@grantpilot/shared/contracts/analyses';
import { queryKeys } from '../../../lib/query-keys';
import { ANALYSIS_POLL_MS, isFinished } from '../analysis-format';

export function getAnalysisQueryOptions(organizationId: string, analysisId: string) {
  return queryOptions<AnalysisDetail>({ queryKey: queryKeys.analysis(organizationId, analysisId) });
}

/**
 * `GET /api/orgs/{id}/analyses/{analysisId}`: the run, its result and the fit per project. Read
 * again every second until the run is done, failed or cancelled.
 */
export function useAnalysis(organizationId: string, analysisId: string) {
  return useQuery({
    ...getAnalysisQueryOptions(organizationId, analysisId),
    refetchInterval: (query) => {
      const stage = query.state.data?.stage;
      return stage && !isFinished(stage) ? ANALYSIS_POLL_MS : false;
    },
  });
}
