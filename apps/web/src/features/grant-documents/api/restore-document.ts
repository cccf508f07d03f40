import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantDocument } from '@grantpilot/shared/contracts/documents';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';

export async function restoreDocument(organizationId: string, documentId: string) {
  return (
    await apiRequest('POST', `${apiPaths.document(organizationId, documentId)}/restore`)
  ).json() as Promise<GrantDocument>;
}

/** Admins and the owner: a document back from the bin, into every list and its page. */
export function useRestoreDocument(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => restoreDocument(organizationId, documentId),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'document'),
  });
}
