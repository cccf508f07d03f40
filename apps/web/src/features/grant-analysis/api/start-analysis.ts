import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisSummary, StartAnalysisBody } from '@grantpilot/shared/contracts/analyses';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';

export async function startAnalysis(organizationId: string, body: StartAnalysisBody) {
  return (await apiRequest('POST', apiPaths.analyses(organizationId), body)).json() as Promise<AnalysisSummary>;
}

/** Editors: `POST /api/orgs/{id}/analyses`, a run of an engine over a document (and the fit to projects). */
export function useStartAnalysis(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartAnalysisBody) => startAnalysis(organizationId, body),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'analysis'),
  });
}
