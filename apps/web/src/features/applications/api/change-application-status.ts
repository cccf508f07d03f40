import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { Application, ApplicationList } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { localToday } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { moveInLists, type ColumnPages } from '../board-moves';
import { applicationApiPath, getApplicationQueryOptions } from './get-application';
import { invalidateAfter } from '../../../lib/query-keys';
import { isApplicationListKey } from './get-applications';

export async function changeApplicationStatus(
  organizationId: string,
  applicationId: string,
  status: ApplicationStatus,
) {
  const path = `${applicationApiPath(organizationId, applicationId)}/status`;
  // The day it happened is the mover's day, not the server's UTC one.
  return (await apiRequest('PUT', path, { status, on: localToday() })).json() as Promise<Application>;
}

export interface StatusMove {
  application: Application;
  to: ApplicationStatus;
}

type CachedList = ColumnPages | ApplicationList;

/**
 * Editors and up: moves an application along the pipeline. The board and the table show the
 * move at once; a move the server refuses (409, with its reason) is put back and its reason
 * shown in a toast. Either way the lists, the totals and the application are read again.
 */
export function useChangeApplicationStatus(organizationId: string) {
  const queryClient = useQueryClient();
  const lists = {
    predicate: ({ queryKey: [key] }: { queryKey: readonly unknown[] }) => isApplicationListKey(organizationId, key),
  };
  return useMutation({
    mutationFn: ({ application, to }: StatusMove) => changeApplicationStatus(organizationId, application.id, to),
    onMutate: async ({ application, to }) => {
      await queryClient.cancelQueries(lists);
      const snapshot = queryClient.getQueriesData<CachedList>(lists);
      const entries = snapshot.map(([[key], data]) => [String(key), data] as const);
      for (const [key, data] of moveInLists(entries, application, to)) queryClient.setQueryData([key], data);
      return { snapshot };
    },
    onError: (error, _move, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifyError(error, 'Application Not Moved');
    },
    onSuccess: (application) => {
      queryClient.setQueryData(getApplicationQueryOptions(organizationId, application.id).queryKey, (detail) =>
        detail ? { ...detail, ...application } : detail,
      );
    },
    onSettled: () => invalidateAfter(queryClient, organizationId, 'application'),
  });
}
