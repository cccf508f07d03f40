import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrantDocumentDetail } from '@grantpilot/shared/contracts/documents';
import { PROCESSING_POLL_MS } from '../../../lib/documents/get-documents';
import { queryKeys } from '../../../lib/query-keys';

export function getDocumentQueryOptions(organizationId: string, documentId: string) {
  return queryOptions<GrantDocumentDetail>({ queryKey: queryKeys.document(organizationId, documentId) });
}

/**
 * `GET /api/orgs/{id}/documents/{documentId}`: the document with every version, newest first.
 * Read again every 1.5 s while a version's text is still being read.
 */
export function useDocument(organizationId: string, documentId: string) {
  return useQuery({
    ...getDocumentQueryOptions(organizationId, documentId),
    refetchInterval: (query) =>
      query.state.data?.versions.some((version) => version.state === 'processing') ? PROCESSING_POLL_MS : false,
  });
}
