import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@grantpilot/shared/contracts/applications';
import { applicationsPath } from './get-applications';

export function applicationApiPath(organizationId: string, applicationId: string) {
  return `${applicationsPath(organizationId)}/${encodeURIComponent(applicationId)}`;
}

export function getApplicationQueryOptions(organizationId: string, applicationId: string) {
  return queryOptions<ApplicationDetail>({ queryKey: [applicationApiPath(organizationId, applicationId)] });
}

/** `GET /api/orgs/{id}/applications/{applicationId}`: the application with its status history and tasks. */
export function useApplication(organizationId: string, applicationId: string) {
  return useQuery(getApplicationQueryOptions(organizationId, applicationId));
}
