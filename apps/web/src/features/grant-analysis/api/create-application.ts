import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createdApplicationSchema } from '@grantpilot/shared/contracts/analyses';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';

export type CreatedApplication = z.infer<typeof createdApplicationSchema>;

export async function createApplicationFromAnalysis(organizationId: string, analysisId: string) {
  return (
    await apiRequest('POST', `${apiPaths.analysis(organizationId, analysisId)}/application`)
  ).json() as Promise<CreatedApplication>;
}

/**
 * Editors, once a run is done: an application pre-filled from the call (funder, programme,
 * deadline, amount) with a task per required document.
 */
export function useCreateApplicationFromAnalysis(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analysisId: string) => createApplicationFromAnalysis(organizationId, analysisId),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'applicationFromAnalysis'),
  });
}
