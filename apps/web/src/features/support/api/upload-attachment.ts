import type { TicketAttachment } from '@grantpilot/shared/contracts/support';
import { uploadFile, type UploadHandle, type UploadProgress } from '../../../lib/documents/upload-file';
import { supportPaths } from './support-paths';

/**
 * Uploads one file for a message not sent yet (with progress); the message names it by id. The
 * server checks the type from the bytes and the size, as for documents.
 */
export function uploadAttachment(
  file: File,
  onProgress: (progress: UploadProgress) => void,
): UploadHandle<TicketAttachment> {
  return uploadFile<TicketAttachment>(supportPaths.attachments(), file, onProgress);
}
