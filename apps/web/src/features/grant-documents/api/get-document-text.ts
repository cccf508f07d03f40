import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_TEXT_PAGE_WINDOW, type DocumentText } from '@grantpilot/shared/contracts/documents';
import { queryKeys } from '../../../lib/query-keys';

/** The window of pages that holds `page`: 1–20, 21–40, … */
export function windowStart(page: number) {
  return Math.floor((Math.max(1, page) - 1) / DOCUMENT_TEXT_PAGE_WINDOW) * DOCUMENT_TEXT_PAGE_WINDOW + 1;
}

export function getDocumentTextQueryOptions(
  organizationId: string,
  documentId: string,
  versionId: string,
  from: number,
) {
  const query = new URLSearchParams({ versionId, from: String(from), count: String(DOCUMENT_TEXT_PAGE_WINDOW) });
  return queryOptions<DocumentText>({ queryKey: queryKeys.documentText(organizationId, documentId, query) });
}

/** `GET /api/orgs/{id}/documents/{documentId}/text?versionId&from&count`: 20 pages of a ready version's text. */
export function useDocumentText(
  organizationId: string,
  documentId: string,
  versionId: string,
  from: number,
  enabled: boolean,
) {
  return useQuery({ ...getDocumentTextQueryOptions(organizationId, documentId, versionId, from), enabled });
}
