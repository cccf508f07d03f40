import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusMove, UndoStatusChangeBody } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter } from '../../../lib/query-keys';
import { applicationApiPath, getApplicationQueryOptions } from './get-application';

export async function undoStatusChange(organizationId: string, applicationId: string, changeId: string) {
  const path = `${applicationApiPath(organizationId, applicationId)}/status/undo`;
  const body: UndoStatusChangeBody = { changeId };
  return (await apiRequest('POST', path, body)).json() as Promise<StatusMove>;
}

export interface UndoMove {
  applicationId: string;
  changeId: string;
}

/**
 * Editors and up: takes back an application's latest move (the toast's Undo), restoring what it
 * changed. The server refuses (409) once something else has moved it since.
 */
export function useUndoStatusChange(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, changeId }: UndoMove) => undoStatusChange(organizationId, applicationId, changeId),
    onSuccess: ({ change, ...application }) => {
      queryClient.setQueryData(getApplicationQueryOptions(organizationId, application.id).queryKey, (detail) =>
        detail ? { ...detail, ...application, history: change ? [...detail.history, change] : detail.history } : detail,
      );
    },
    onSettled: () => invalidateAfter(queryClient, organizationId, 'application'),
  });
}
