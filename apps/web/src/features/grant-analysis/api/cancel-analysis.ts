import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisSummary } from '@grantpilot/shared/contracts/analyses';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';

export async function cancelAnalysis(organizationId: string, analysisId: string) {
  return (
    await apiRequest('POST', `${apiPaths.analysis(organizationId, analysisId)}/cancel`)
  ).json() as Promise<AnalysisSummary>;
}

/** Editors: stops a run still queued, waiting for the text, reading or checking the fit. */
export function useCancelAnalysis(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analysisId: string) => cancelAnalysis(organizationId, analysisId),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'analysis'),
  });
}
