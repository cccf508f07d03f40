import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { applicationFilterParams, type ApplicationListState } from '../application-list-params';
import { applicationsPath } from './get-applications';

/** The name the server gives the file ("applications-2026-07-15.csv"), or one of the same shape. */
export function attachmentName(disposition: string | null) {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `applications-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * `GET /api/orgs/{id}/applications/export.csv`: the filtered table as a CSV file. Fetched with
 * the bearer token (a plain link would go without it), then handed to the browser as a file.
 */
export async function exportApplications(organizationId: string, list: ApplicationListState) {
  const query = applicationFilterParams(list).toString();
  const response = await apiRequest('GET', `${applicationsPath(organizationId)}/export.csv${query ? `?${query}` : ''}`);
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition')) };
}

export function useExportApplications(organizationId: string) {
  return useMutation({ mutationFn: (list: ApplicationListState) => exportApplications(organizationId, list) });
}
