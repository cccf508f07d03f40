import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisList } from '@grantpilot/shared/contracts/analyses';
import { queryKeys } from '../../../lib/query-keys';
import { ANALYSIS_POLL_MS, isFinished } from '../analysis-format';

export interface AnalysisListRequest {
  documentId?: string;
  page: number;
  pageSize: number;
}

export function analysisListApiQuery(request: AnalysisListRequest) {
  const params = new URLSearchParams();
  if (request.documentId) params.set('documentId', request.documentId);
  params.set('page', String(request.page));
  params.set('pageSize', String(request.pageSize));
  return params;
}

export function getAnalysesQueryOptions(organizationId: string, request: AnalysisListRequest) {
  return queryOptions<AnalysisList>({
    queryKey: queryKeys.analysisList(organizationId, analysisListApiQuery(request)),
  });
}

/**
 * `GET /api/orgs/{id}/analyses?documentId=&page=&pageSize=`: a page of the organisation's
 * analyses, newest first. Read again every second while a shown run is still going.
 */
export function useAnalyses(organizationId: string, request: AnalysisListRequest) {
  return useQuery({
    ...getAnalysesQueryOptions(organizationId, request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.analyses.some((analysis) => !isFinished(analysis.stage)) ? ANALYSIS_POLL_MS : false,
  });
}
