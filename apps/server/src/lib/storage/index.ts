import type { StorageConfig } from '../../config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

export * from './file-storage';
export { createDiskStorage } from './disk-storage';
export type { S3StorageOptions } from './s3-storage';

/**
 * The disk under `DATA_DIR/uploads`, or the S3 bucket when `S3_BUCKET` is set. The AWS SDK is
 * loaded only then: a server on its disk does not pay for it at every start (issue 16).
 */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.driver !== 's3') return createDiskStorage(config.directory);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}
