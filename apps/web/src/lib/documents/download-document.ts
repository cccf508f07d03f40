import { downloadFile } from '../download-file';
import { apiPaths } from '../query-keys';

/**
 * Downloads a document's original bytes (the current version, or one version). The file needs the
 * bearer token, so it is fetched, then handed to the browser as an object URL that is revoked after.
 */
export async function downloadDocument(
  organizationId: string,
  documentId: string,
  fileName: string,
  versionId?: string,
) {
  const base = apiPaths.document(organizationId, documentId);
  const url = versionId ? `${base}/versions/${encodeURIComponent(versionId)}/file` : `${base}/file`;
  await downloadFile(url, fileName);
}
