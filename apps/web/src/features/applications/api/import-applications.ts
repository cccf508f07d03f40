import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter } from '../../../lib/query-keys';
import { applicationsPath } from './get-applications';

export async function importApplications(organizationId: string, csv: string, commit: boolean): Promise<ImportResult> {
  return (await apiRequest('POST', `${applicationsPath(organizationId)}/import`, { csv, commit })).json();
}

/** `POST …/applications/import` without `commit`: every row checked, nothing written. */
export function usePreviewImport(organizationId: string) {
  return useMutation({ mutationFn: (csv: string) => importApplications(organizationId, csv, false) });
}

/** The same with `commit`: all rows written, or none (400 naming the problems) when any is wrong. */
export function useCommitImport(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importApplications(organizationId, csv, true),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'application'),
  });
}
