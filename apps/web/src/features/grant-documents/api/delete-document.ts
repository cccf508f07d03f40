import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { apiPaths, invalidateAfter } from '../../../lib/query-keys';
import { getDocumentQueryOptions } from './get-document';

export async function deleteDocument(organizationId: string, documentId: string) {
  await apiRequest('DELETE', apiPaths.document(organizationId, documentId));
}

/**
 * Editors and up: the document goes to the bin for 30 days, where admins can restore it. Its page
 * is read again (an admin still sees it, as deleted); the lists drop it.
 */
export function useDeleteDocument(organizationId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDocument(organizationId, documentId),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'document', { gone: documentId }),
  });
}

/**
 * Drops a deleted document's cached page once the page has left it: on screen it would be read
 * again at once (404 for an editor), and kept it would show an admin the document as not deleted.
 */
export function forgetDocument(queryClient: QueryClient, organizationId: string, documentId: string) {
  queryClient.removeQueries(getDocumentQueryOptions(organizationId, documentId));
}
