import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTask } from '@grantpilot/shared/contracts/applications';
import { queryKeys } from '../../../lib/query-keys';

export function getMyTasksQueryOptions(organizationId: string) {
  return queryOptions<{ tasks: MyTask[] }>({ queryKey: queryKeys.myTasks(organizationId) });
}

/** `GET /api/orgs/{id}/my-tasks`: read again each time the dashboard opens, as the figures are. */
export function useMyTasks(organizationId: string) {
  return useQuery({ ...getMyTasksQueryOptions(organizationId), refetchOnMount: 'always' });
}
