import type { StorageConfig } from '../../config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

export * from './file-storage';
export { createDiskStorage } from './disk-storage';
export { createS3Storage, type S3StorageOptions } from './s3-storage';

/** The disk under `DATA_DIR/uploads`, or the S3 bucket when `S3_BUCKET` is set. */
export function createStorage(config: StorageConfig): FileStorage {
  return config.driver === 's3' ? createS3Storage(config.s3) : createDiskStorage(config.directory);
}
