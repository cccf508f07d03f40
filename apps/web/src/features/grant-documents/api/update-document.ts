import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantDocument, UpdateDocumentBody } from '@grantpilot/shared/contracts/documents';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';
import { getDocumentQueryOptions } from './get-document';

export async function updateDocument(organizationId: string, documentId: string, changes: UpdateDocumentBody) {
  return (
    await apiRequest('PATCH', apiPaths.document(organizationId, documentId), changes)
  ).json() as Promise<GrantDocument>;
}

/** Editors and up: name, kind and links. The page shows the answer at once; the lists are read again. */
export function useUpdateDocument(organizationId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateDocumentBody) => updateDocument(organizationId, documentId, changes),
    onSuccess: async (document) => {
      queryClient.setQueryData(getDocumentQueryOptions(organizationId, documentId).queryKey, (detail) =>
        detail ? { ...detail, ...document } : detail,
      );
      await invalidateAfter(queryClient, organizationId, 'document');
    },
  });
}
