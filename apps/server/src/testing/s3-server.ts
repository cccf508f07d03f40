import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks signatures made with them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Every request as `METHOD /path?query`, in order. */
  requests: string[];
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server (s3rver 3.7) on 127.0.0.1 and a free port, storing in a
 * temporary directory. s3rver does not implement AbortMultipartUpload (it answers 405); this
 * server does what S3 does for it — drops the upload's parts — so tests can see that the storage
 * aborted what it started.
 */
export async function startS3Server(bucket = 'grantpilot-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  // s3rver's own layout: `<directory>/<bucket>/._S3rver_uploads/<uploadId>/`.
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const handle = s3rver.callback();
  const requests: string[] = [];

  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const url = new URL(request.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    if (request.method === 'DELETE' && uploadId) {
      void abortUpload(uploadId).then((found) => {
        response.statusCode = found ? 204 : 404;
        response.end();
      });
      return;
    }
    handle(request, response);
  });

  async function abortUpload(uploadId: string): Promise<boolean> {
    if (!/^[0-9a-f]+$/.test(uploadId)) return false;
    const dir = path.join(uploadsDir, uploadId);
    const found = await fs.stat(dir).then(
      () => true,
      () => false,
    );
    await fs.rm(dir, { recursive: true, force: true });
    return found;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    requests,
    pendingUploads: () => fs.readdir(uploadsDir).catch(() => []),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      s3rver.logger.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
