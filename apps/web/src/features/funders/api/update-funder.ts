import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Funder, UpdateFunderBody } from '@grantpilot/shared/contracts/funders';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';
import { getFunderQueryOptions } from './get-funder';

export async function updateFunder(organizationId: string, funderId: string, changes: UpdateFunderBody) {
  return (await apiRequest('PATCH', apiPaths.funder(organizationId, funderId), changes)).json() as Promise<Funder>;
}

/**
 * Editors and up. The page shows the answer at once; the funder's name shows in the funders list
 * and in every list of applications, so those are read again.
 */
export function useUpdateFunder(organizationId: string, funderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateFunderBody) => updateFunder(organizationId, funderId, changes),
    onSuccess: async (funder) => {
      queryClient.setQueryData(getFunderQueryOptions(organizationId, funderId).queryKey, (detail) =>
        detail ? { ...detail, ...funder } : detail,
      );
      await invalidateAfter(queryClient, organizationId, 'funder');
    },
  });
}
