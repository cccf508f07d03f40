import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileTooLargeError,
  InvalidStorageKeyError,
  StoredFileNotFoundError,
  UploadInterruptedError,
  type FileStorage,
} from './file-storage';

export interface StorageHarness {
  storage: FileStorage;
  /** What unfinished uploads left behind: temporary files (disk), multipart uploads (S3). */
  leftovers(): Promise<string[]>;
  /**
   * How far RSS may grow while 50 MB stream through: what the backend holds by design plus room
   * for the allocator, which keeps freed pages. A storage holding the file would grow by 50 MB.
   */
  memoryBudgetBytes: number;
  close(): Promise<void>;
}

const MB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
// A few distinct random chunks, handed out in turn.
const POOL = Array.from({ length: 7 }, () => randomBytes(CHUNK_BYTES));

function* chunks(totalBytes: number): Generator<Buffer> {
  for (let offset = 0, index = 0; offset < totalBytes; offset += CHUNK_BYTES, index++) {
    const chunk = POOL[index % POOL.length] as Buffer;
    yield totalBytes - offset < CHUNK_BYTES ? chunk.subarray(0, totalBytes - offset) : chunk;
  }
}

const generated = (totalBytes: number) => Readable.from(chunks(totalBytes), { objectMode: false });

function sha256Of(totalBytes: number): string {
  const hash = createHash('sha256');
  for (const chunk of chunks(totalBytes)) hash.update(chunk);
  return hash.digest('hex');
}

/** V8's collector, reachable without starting Node with `--expose-gc`. */
function garbageCollector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** Yields `bytesBefore` bytes, then fails like a dropped connection. */
const failingAfter = (bytesBefore: number) =>
  Readable.from(
    (async function* () {
      yield* chunks(bytesBefore);
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    })(),
    { objectMode: false },
  );

async function readAll(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

const newKey = (orgId: string = randomUUID()) => `orgs/${orgId}/documents/${randomUUID()}/${randomUUID()}`;
const text = (value: string) => Readable.from([Buffer.from(value)]);
const options = (maxBytes = 30 * MB) => ({ contentType: 'application/pdf', maxBytes });

/**
 * The behaviour every {@link FileStorage} must show, registered as `describe` blocks; each
 * implementation's test file runs it against a real backend (a temporary directory, s3rver).
 */
export function describeFileStorageContract(name: string, open: () => Promise<StorageHarness>): void {
  describe(`${name}: FileStorage contract`, () => {
    let harness: StorageHarness;
    let storage: FileStorage;
    beforeAll(async () => {
      harness = await open();
      storage = harness.storage;
    });
    afterAll(async () => {
      await harness?.close();
    });

    describe('memory', () => {
      it('stays flat while a 50 MB stream is stored', async () => {
        // RSS is sampled after a collection at every megabyte: what it measures is what the
        // storage holds on to, not garbage V8 has not collected yet.
        const collect = garbageCollector();
        const size = 50 * MB;
        // Loads the code of both upload paths (one request, multipart) before the baseline.
        await storage.put(newKey(), generated(6 * MB), options());
        collect();
        const before = process.memoryUsage.rss();
        let peak = before;
        const source = Readable.from(
          (function* () {
            let index = 0;
            for (const chunk of chunks(size)) {
              if (index++ % (MB / CHUNK_BYTES) === 0) {
                collect();
                peak = Math.max(peak, process.memoryUsage.rss());
              }
              // A fresh copy: a storage that kept what it was given would show it.
              yield Buffer.from(chunk);
            }
          })(),
          { objectMode: false },
        );
        const stored = await storage.put(newKey(), source, options(60 * MB));
        expect(stored.size).toBe(size);
        const growth = peak - before;
        console.info(`${name}: RSS grew by ${(growth / MB).toFixed(1)} MB while storing 50 MB`);
        expect(growth).toBeLessThan(harness.memoryBudgetBytes);
      });
    });

    describe('put and get', () => {
      it('round-trips a multi-MB stream with its size and SHA-256', async () => {
        const key = newKey();
        const size = 12 * MB + 12_345;
        const stored = await storage.put(key, generated(size), options());
        expect(stored).toEqual({ key, size, sha256: sha256Of(size) });

        const file = await storage.get(key);
        expect(file.size).toBe(size);
        expect(await readAll(file.stream)).toEqual({ size, sha256: sha256Of(size) });
        expect(await storage.exists(key)).toBe(true);
      });

      it('stores an empty file and a file of exactly the limit', async () => {
        const empty = newKey();
        expect(await storage.put(empty, Readable.from([]), options())).toMatchObject({
          size: 0,
          sha256: createHash('sha256').digest('hex'),
        });
        expect((await storage.get(empty)).size).toBe(0);

        const full = newKey();
        expect((await storage.put(full, text('x'.repeat(100)), options(100))).size).toBe(100);
      });

      it('replaces the file under a key that is put again', async () => {
        const key = newKey();
        await storage.put(key, text('first version'), options());
        await storage.put(key, text('second'), options());
        expect(await readAll((await storage.get(key)).stream)).toMatchObject({ size: 6 });
      });

      it('says a missing file is missing', async () => {
        await expect(storage.get(newKey())).rejects.toBeInstanceOf(StoredFileNotFoundError);
      });
    });

    describe('over the limit', () => {
      it('refuses a stream one byte over the limit and stores nothing', async () => {
        const key = newKey();
        await expect(storage.put(key, text('x'.repeat(101)), options(100))).rejects.toBeInstanceOf(FileTooLargeError);
        expect(await storage.exists(key)).toBe(false);
        expect(await harness.leftovers()).toEqual([]);
      });

      it('stops a large stream at the limit, after parts were written, and leaves nothing behind', async () => {
        const key = newKey();
        const error = await storage.put(key, generated(14 * MB), options(11 * MB)).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(FileTooLargeError);
        expect((error as FileTooLargeError).maxBytes).toBe(11 * MB);
        expect((error as FileTooLargeError).message).toBe('The file is larger than the 11 MB limit.');
        expect(await storage.exists(key)).toBe(false);
        expect(await harness.leftovers()).toEqual([]);
      });
    });

    describe('a source that fails', () => {
      it('reports an interrupted upload when the stream errors mid-way, and stores nothing', async () => {
        const key = newKey();
        const error = await storage.put(key, failingAfter(11 * MB), options()).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(UploadInterruptedError);
        expect((error as UploadInterruptedError).cause).toMatchObject({ code: 'ECONNRESET' });
        expect(await storage.exists(key)).toBe(false);
        expect(await harness.leftovers()).toEqual([]);
      });

      it('reports an interrupted upload when the stream is destroyed without an error', async () => {
        const key = newKey();
        const source = new PassThrough();
        source.write(Buffer.alloc(1000, 1));
        setTimeout(() => source.destroy(), 20);
        await expect(storage.put(key, source, options())).rejects.toBeInstanceOf(UploadInterruptedError);
        expect(await storage.exists(key)).toBe(false);
        expect(await harness.leftovers()).toEqual([]);
      });

      it('keeps the file already under the key when its replacement fails', async () => {
        const key = newKey();
        await storage.put(key, text('the good version'), options());
        await expect(storage.put(key, failingAfter(1 * MB), options())).rejects.toBeInstanceOf(UploadInterruptedError);
        await expect(storage.put(key, generated(2 * MB), options(1 * MB))).rejects.toBeInstanceOf(FileTooLargeError);
        const file = await storage.get(key);
        expect(await readAll(file.stream)).toEqual({
          size: 16,
          sha256: createHash('sha256').update('the good version').digest('hex'),
        });
      });
    });

    describe('delete, exists, usage', () => {
      it('deletes a file, and deleting it again is no error', async () => {
        const key = newKey();
        await storage.put(key, text('to be deleted'), options());
        expect(await storage.exists(key)).toBe(true);
        await storage.delete(key);
        expect(await storage.exists(key)).toBe(false);
        await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
        await storage.delete(key);
      });

      it('says whether a key holds a file (a prefix of keys is not one)', async () => {
        const orgId = randomUUID();
        const key = newKey(orgId);
        expect(await storage.exists(key)).toBe(false);
        await storage.put(key, text('here'), options());
        expect(await storage.exists(key)).toBe(true);
        expect(await storage.exists(`orgs/${orgId}`)).toBe(false);
      });

      it("adds up the bytes under an organisation's prefix, and only those", async () => {
        const orgId = randomUUID();
        await storage.put(newKey(orgId), text('a'.repeat(1000)), options());
        await storage.put(newKey(orgId), text('b'.repeat(234)), options());
        // Same leading characters, another organisation.
        await storage.put(`orgs/${orgId}x/documents/d/v`, text('c'.repeat(50)), options());
        expect(await storage.usage(`orgs/${orgId}`)).toBe(1234);
        expect(await storage.usage(`orgs/${orgId}/`)).toBe(1234);
        expect(await storage.usage(`orgs/${randomUUID()}`)).toBe(0);
      });

      it("deletes every file under an organisation's prefix, and only those", async () => {
        const orgId = randomUUID();
        const keys = [newKey(orgId), newKey(orgId), `orgs/${orgId}/documents/a/b`];
        for (const key of keys) await storage.put(key, text('gone soon'), options());
        const neighbour = `orgs/${orgId}x/documents/d/v`;
        await storage.put(neighbour, text('stays'), options());
        await storage.deleteAll(`orgs/${orgId}`);
        for (const key of keys) expect(await storage.exists(key)).toBe(false);
        expect(await storage.usage(`orgs/${orgId}`)).toBe(0);
        expect(await storage.exists(neighbour)).toBe(true);
        await storage.deleteAll(`orgs/${orgId}`);
      });
    });

    describe('keys', () => {
      const badKeys = [
        '',
        '../outside',
        'orgs/../../etc/passwd',
        '/etc/passwd',
        'orgs//double',
        'orgs/trailing/',
        'orgs/UPPER',
        'orgs/with.dot',
        'orgs/.tmp/x',
        'orgs\\backslash',
        'orgs/with space',
        'orgs/ünïcode',
        `orgs/${'x'.repeat(600)}`,
      ];

      it.each(badKeys)('refuses %j everywhere', async (key) => {
        await expect(storage.put(key, text('x'), options())).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        // A prefix may end in one slash ("orgs/<id>/"); nothing else differs.
        if (!key.endsWith('/')) await expect(storage.usage(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      });
    });
  });
}
