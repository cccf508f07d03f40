import { apiRequest } from '../api-request';
import { apiPaths } from '../query-keys';

/** The original file's name from Content-Disposition (RFC 5987 first), else the one we know. */
function fileNameFrom(response: Response, fallback: string) {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed name falls back to the one we know.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

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

/** Any file of the API that needs the bearer token (a document, a support attachment), as a download. */
export async function downloadFile(url: string, fileName: string) {
  const response = await apiRequest('GET', url);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileNameFrom(response, fileName);
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the browser's download; a tick later the URL can go.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
