import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../../testing/s3-server';
import { FileTooLargeError, type FileStorage } from './file-storage';
import { createStorage } from './index';
import { describeFileStorageContract } from './storage-contract';

/** The storage as the configuration builds it, against a real local S3-compatible server. */
function storageFor(server: TestS3Server): Promise<FileStorage> {
  const config = loadConfig({
    S3_BUCKET: server.bucket,
    S3_ENDPOINT: server.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  });
  return createStorage(config.storage);
}

describeFileStorageContract('s3', async () => {
  const server = await startS3Server();
  const storage = await storageFor(server);
  return {
    storage,
    leftovers: () => server.pendingUploads(),
    // lib-storage holds up to three 5 MB parts at once (the last part's buffer, kept alive by its
    // tail, the chunks of the next part and their concatenation); measured 7–24 MB with the allocator's slack.
    memoryBudgetBytes: 30 * 1024 * 1024,
    async close() {
      await storage.close();
      await server.close();
    },
  };
});

describe('S3 storage', () => {
  let server: TestS3Server;
  let storage: FileStorage;
  beforeAll(async () => {
    server = await startS3Server();
    storage = await storageFor(server);
  });
  afterAll(async () => {
    await storage?.close();
    await server?.close();
  });

  it('is what the configuration gives when S3_BUCKET is set', () => {
    expect(storage.kind).toBe('s3');
  });

  it('aborts the multipart upload it began when the stream passes the limit', async () => {
    const key = 'orgs/o1/documents/d1/too-large';
    const MB = 1024 * 1024;
    const source = Readable.from(
      (function* () {
        for (let index = 0; index < 16; index++) yield Buffer.alloc(MB, index);
      })(),
      { objectMode: false },
    );
    await expect(
      storage.put(key, source, { contentType: 'application/pdf', maxBytes: 12 * MB }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    const path = `/${server.bucket}/${key}`;
    expect(server.requests).toContainEqual(expect.stringMatching(new RegExp(`^POST ${path}\\?uploads`)));
    expect(server.requests).toContainEqual(expect.stringMatching(new RegExp(`^PUT ${path}\\?.*partNumber=1`)));
    expect(server.requests).toContainEqual(expect.stringMatching(new RegExp(`^DELETE ${path}\\?.*uploadId=`)));
    expect(server.requests.some((line) => new RegExp(`^POST ${path}\\?.*uploadId=`).test(line))).toBe(false);
    expect(await server.pendingUploads()).toEqual([]);
    expect(await storage.exists(key)).toBe(false);
  });
});
