import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@grantpilot/shared/contracts/applications';
import { apiPaths, queryKeys } from '../../../lib/query-keys';

export function applicationApiPath(organizationId: string, applicationId: string) {
  return apiPaths.application(organizationId, applicationId);
}

export function getApplicationQueryOptions(organizationId: string, applicationId: string) {
  return queryOptions<ApplicationDetail>({ queryKey: queryKeys.application(organizationId, applicationId) });
}

/** `GET /api/orgs/{id}/applications/{applicationId}`: the application with its status history and tasks. */
export function useApplication(organizationId: string, applicationId: string) {
  return useQuery(getApplicationQueryOptions(organizationId, applicationId));
}
