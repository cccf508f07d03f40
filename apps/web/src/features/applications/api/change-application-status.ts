import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type {
  Application,
  ApplicationList,
  ChangeStatusBody,
  StatusMove as StatusMoveResult,
} from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { localToday } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { moveInLists, type ColumnPages } from '../board-moves';
import { applicationApiPath, getApplicationQueryOptions } from './get-application';
import { invalidateAfter } from '../../../lib/query-keys';
import { isApplicationListKey } from './get-applications';

/** What a move may carry: an award's amount and decision date, a move back's reason. */
export type StatusMoveDetails = Pick<ChangeStatusBody, 'amountAwarded' | 'decidedOn' | 'reason'>;

export async function changeApplicationStatus(
  organizationId: string,
  applicationId: string,
  status: ApplicationStatus,
  details: StatusMoveDetails = {},
) {
  const path = `${applicationApiPath(organizationId, applicationId)}/status`;
  // The day it happened is the mover's day, not the server's UTC one.
  const body: ChangeStatusBody = { status, on: localToday(), ...details };
  return (await apiRequest('PUT', path, body)).json() as Promise<StatusMoveResult>;
}

export interface StatusMove {
  application: Application;
  to: ApplicationStatus;
  details?: StatusMoveDetails;
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
    mutationFn: ({ application, to, details }: StatusMove) =>
      changeApplicationStatus(organizationId, application.id, to, details),
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
    onSuccess: ({ change, ...application }) => {
      queryClient.setQueryData(getApplicationQueryOptions(organizationId, application.id).queryKey, (detail) =>
        detail ? { ...detail, ...application, history: change ? [...detail.history, change] : detail.history } : detail,
      );
    },
    onSettled: () => invalidateAfter(queryClient, organizationId, 'application'),
  });
}
