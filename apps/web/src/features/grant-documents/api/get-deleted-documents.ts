import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletedDocumentList } from '@grantpilot/shared/contracts/documents';
import { queryKeys } from '../../../lib/query-keys';

export const DELETED_PAGE_SIZE = 10;

export function getDeletedDocumentsQueryOptions(organizationId: string, page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(DELETED_PAGE_SIZE) });
  return queryOptions<DeletedDocumentList>({ queryKey: queryKeys.deletedDocuments(organizationId, query) });
}

/** `GET /api/orgs/{id}/documents/deleted`: the bin (admins and the owner), restorable until each one's purge date. */
export function useDeletedDocuments(organizationId: string, page: number, enabled: boolean) {
  return useQuery({
    ...getDeletedDocumentsQueryOptions(organizationId, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
