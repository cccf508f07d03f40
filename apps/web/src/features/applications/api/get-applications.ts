import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationList } from '@grantpilot/shared/contracts/applications';
import { apiPaths, isKeyOf, queryKeys } from '../../../lib/query-keys';
import { applicationListApiQuery, type ApplicationListState } from '../application-list-params';

export function applicationsPath(organizationId: string) {
  return apiPaths.applications(organizationId);
}

/** The key is the API path with its query, so the default fetch serves it as it is. */
export function getApplicationsQueryOptions(organizationId: string, list: ApplicationListState) {
  return queryOptions<ApplicationList>({
    queryKey: queryKeys.applicationList(organizationId, applicationListApiQuery(list)),
  });
}

/**
 * `GET /api/orgs/{id}/applications`: one page of the table, searched, filtered and sorted by the
 * server. The previous page stays on screen while the next one loads, so the table does not jump.
 */
export function useApplications(organizationId: string, list: ApplicationListState) {
  return useQuery({ ...getApplicationsQueryOptions(organizationId, list), placeholderData: keepPreviousData });
}

/** Table pages and board columns: the lists a moved card appears in. */
export function isApplicationListKey(organizationId: string, key: unknown) {
  return isKeyOf(organizationId, ['applicationLists'], [key]);
}
