import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApplicationList } from '@grantpilot/shared/contracts/applications';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';
import { applicationListApiQuery, type ApplicationListState } from '../application-list-params';

export function applicationsPath(organizationId: string) {
  return organizationPath(organizationId, '/applications');
}

/** The key is the API path with its query, so the default fetch serves it as it is. */
export function getApplicationsQueryOptions(organizationId: string, list: ApplicationListState) {
  return queryOptions<ApplicationList>({
    queryKey: [`${applicationsPath(organizationId)}?${applicationListApiQuery(list)}`],
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
  return typeof key === 'string' && key.startsWith(`${applicationsPath(organizationId)}?`);
}

/**
 * What a new, changed, moved, imported or deleted application changes besides its own page: the
 * table and board, their totals, the funders and their records, the projects' pages (which list
 * their applications), the dashboard's figures and the activity feeds.
 */
export function invalidateApplicationLists(queryClient: QueryClient, organizationId: string) {
  const applications = applicationsPath(organizationId);
  const organization = organizationPath(organizationId);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [key] }) =>
      typeof key === 'string' &&
      (key.startsWith(`${applications}?`) ||
        key.startsWith(`${applications}/totals`) ||
        key.startsWith(`${organization}/funders`) ||
        key.startsWith(`${organization}/dashboard`) ||
        key.startsWith(`${organization}/activity`) ||
        (key.startsWith(`${organization}/projects/`) && /^\/projects\/[^/?]+$/.test(key.slice(organization.length)))),
  });
}
