import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentKind, DocumentList, GrantDocument } from '@grantpilot/shared/contracts/documents';
import { queryKeys } from '../query-keys';

/** How often a view with a document still being read asks again. */
export const PROCESSING_POLL_MS = 1500;

/** What a list of documents asks the API for. */
export interface DocumentListRequest {
  q?: string;
  kinds?: readonly DocumentKind[];
  projectId?: string;
  applicationId?: string;
  page: number;
  pageSize: number;
}

/** The API's query string, every parameter spelled out so equal lists share one cache entry. */
export function documentListApiQuery(request: DocumentListRequest) {
  const params = new URLSearchParams();
  const q = request.q?.trim();
  if (q) params.set('q', q);
  for (const kind of request.kinds ?? []) params.append('kind', kind);
  if (request.projectId) params.set('projectId', request.projectId);
  if (request.applicationId) params.set('applicationId', request.applicationId);
  params.set('page', String(request.page));
  params.set('pageSize', String(request.pageSize));
  return params;
}

export function getDocumentsQueryOptions(organizationId: string, request: DocumentListRequest) {
  return queryOptions<DocumentList>({
    queryKey: queryKeys.documentList(organizationId, documentListApiQuery(request)),
  });
}

/** Whether any of these documents' current text is still being read. */
export function anyProcessing(documents: readonly Pick<GrantDocument, 'currentVersion'>[] | undefined) {
  return Boolean(documents?.some((document) => document.currentVersion.state === 'processing'));
}

/**
 * `GET /api/orgs/{id}/documents?q=&kind=&projectId=&applicationId=&page=&pageSize=`: a page of
 * the library, best match first with its snippet when searched. Read again every 1.5 s while a
 * shown document is still processing, and only then.
 */
export function useDocuments(organizationId: string, request: DocumentListRequest) {
  return useQuery({
    ...getDocumentsQueryOptions(organizationId, request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyProcessing(query.state.data?.documents) ? PROCESSING_POLL_MS : false),
  });
}
