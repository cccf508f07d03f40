import type * as ClientSdkModule from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import {
  assertValidKey,
  assertValidPrefix,
  StoredFileNotFoundError,
  writeMetered,
  type FileStorage,
} from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, Ceph, R2, s3rver…); unset means AWS. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`; most compatible servers want it. */
  forcePathStyle: boolean;
  /**
   * Parts sent at once (1 by default); each holds a part (≥ 5 MB) in memory. The person's upload
   * to the server is nearly always slower than the server's link to the bucket, so parts sent in
   * turn cost no time and keep an upload's memory to about two parts.
   */
  queueSize?: number;
}

/** S3's smallest part and largest part count for a multipart upload. */
const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;

type ClientSdk = typeof ClientSdkModule;

const isNotFound = ({ S3ServiceException }: ClientSdk, error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in one bucket, keyed as given. Uploads go through lib-storage's `Upload`: a file of up
 * to one part is sent with one PUT, a larger one as a multipart upload of 5 MB parts sent one
 * after the other, completed only once the whole stream was read. On any failure the
 * multipart upload is aborted, so no object appears and no parts are left to pay for (a bucket
 * lifecycle rule for incomplete uploads is the backstop should the abort itself fail).
 */
export async function createS3Storage(options: S3StorageOptions): Promise<FileStorage> {
  // The SDK is loaded here, not with the module: a server on its disk never loads it. (The
  // bundle inlines this module, so a static import would load it at every start.)
  const [sdk, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const {
    DeleteObjectCommand,
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    S3Client,
  } = sdk;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC32 checksums on every request are not understood by every
    // S3-compatible server; send them only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',

    async put(key, stream, { contentType, maxBytes }) {
      const Key = assertValidKey(key);
      const { size, sha256 } = await writeMetered(stream, maxBytes, async (body) => {
        const upload = new Upload({
          client,
          params: { Bucket, Key, Body: body, ContentType: contentType },
          queueSize: options.queueSize ?? 1,
          partSize: Math.max(MIN_PART_BYTES, Math.ceil(maxBytes / MAX_PARTS)),
          leavePartsOnError: false,
        });
        await upload.done();
      });
      return { key, size, sha256 };
    },

    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: assertValidKey(key) }));
        return { stream: response.Body as Readable, size: response.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(sdk, error)) throw new StoredFileNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertValidKey(key) }));
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertValidKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },

    async usage(prefix) {
      const Prefix = `${assertValidPrefix(prefix)}/`;
      let total = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) total += object.Size ?? 0;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return total;
    },

    async deleteAll(prefix) {
      const Prefix = `${assertValidPrefix(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const Objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        // A page holds at most 1,000 keys: what one DeleteObjects call takes.
        if (Objects.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async close() {
      client.destroy();
    },
  };
}
