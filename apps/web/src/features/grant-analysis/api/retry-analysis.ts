import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisSummary } from '@grantpilot/shared/contracts/analyses';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';

export async function retryAnalysis(organizationId: string, analysisId: string) {
  return (
    await apiRequest('POST', `${apiPaths.analysis(organizationId, analysisId)}/retry`)
  ).json() as Promise<AnalysisSummary>;
}

/** Editors: a failed or cancelled run starts again. */
export function useRetryAnalysis(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analysisId: string) => retryAnalysis(organizationId, analysisId),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'analysis'),
  });
}
