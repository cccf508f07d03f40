import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { attachmentName } from './export-applications';
import { applicationsPath } from './get-applications';

/** `GET …/applications/import-template.csv`: every column the import reads, with an example row. */
export async function getImportTemplate(organizationId: string) {
  const response = await apiRequest('GET', `${applicationsPath(organizationId)}/import-template.csv`);
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
}

/** Fetched with the bearer token on a click (a plain link would go without it). */
export function useImportTemplate(organizationId: string) {
  return useMutation({ mutationFn: () => getImportTemplate(organizationId) });
}
