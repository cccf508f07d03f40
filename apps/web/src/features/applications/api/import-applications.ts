import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportApplicationsBody, ImportResult } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter } from '../../../lib/query-keys';
import { applicationsPath } from './get-applications';

export async function importApplications(organizationId: string, body: ImportApplicationsBody): Promise<ImportResult> {
  return (await apiRequest('POST', `${applicationsPath(organizationId)}/import`, body)).json();
}

/**
 * `POST …/applications/import` without `commit`: the dry run. Every row is read through the
 * mapping and checked by the import's own rules; nothing is written.
 */
export function usePreviewImport(organizationId: string) {
  return useMutation({
    mutationFn: (body: Omit<ImportApplicationsBody, 'commit'>) =>
      importApplications(organizationId, { ...body, commit: false }),
  });
}

/** The same with `commit`: the good rows written together, or none (400 naming the problems). */
export function useCommitImport(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ImportApplicationsBody, 'commit'>) =>
      importApplications(organizationId, { ...body, commit: true }),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'application'),
  });
}
