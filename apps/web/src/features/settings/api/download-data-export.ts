import type { DataExport } from '@grantpilot/shared/contracts/data-exports';
import { downloadFile } from '../../../lib/download-file';
import { DATA_EXPORTS_PATH } from './get-data-exports';

/** `GET /api/me/data-exports/{id}/file`: the zip, saved by the browser. */
export function downloadDataExport(item: DataExport) {
  return downloadFile(
    `${DATA_EXPORTS_PATH}/${encodeURIComponent(item.id)}/file`,
    `GrantPilot data export ${item.createdAt.slice(0, 10)}.zip`,
  );
}
