import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentText } from '@grantpilot/shared/contracts/documents';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/orgs/{id}/documents/{documentId}/text?versionId&from&count=1`: the one page (or text
 * part) of the analysed version that a citation points into.
 */
export function useCitedPage(organizationId: string, documentId: string, versionId: string, page: number | null) {
  const query = new URLSearchParams({ versionId, from: String(page ?? 1), count: '1' });
  return useQuery({
    ...queryOptions<DocumentText>({ queryKey: queryKeys.documentText(organizationId, documentId, query) }),
    staleTime: Infinity,
  });
}
