import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../app-error';

/**
 * Where uploaded files live: the local disk by default, an S3-compatible bucket when configured.
 * Keys are built by the caller from ids (`orgs/<orgId>/documents/<documentId>/<versionId>`);
 * names people chose never reach a key.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * Streams `stream` to `key` (replacing what was there) while counting and hashing it; the file
   * is never held in memory whole. Nothing is stored, and nothing is left behind, when the stream
   * errors ({@link UploadInterruptedError}) or passes `maxBytes` ({@link FileTooLargeError}).
   * The source stream is consumed; on failure it is destroyed.
   */
  put(key: string, stream: Readable, options: PutOptions): Promise<StoredFile>;
  /** The stored bytes; throws {@link StoredFileNotFoundError} when there are none. */
  get(key: string): Promise<StoredFileStream>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Bytes stored under `prefix/` (such as `orgs/<orgId>`). It lists every file there, so it is
   * for reconciliation and reports; a quota check should add up sizes kept in the database.
   */
  usage(prefix: string): Promise<number>;
  /** Removes every file under `prefix/` (an organisation's, once it is deleted). */
  deleteAll(prefix: string): Promise<void>;
  close(): Promise<void>;
}

export interface PutOptions {
  contentType: string;
  maxBytes: number;
}

export interface StoredFile {
  key: string;
  size: number;
  /** Lower-case hex SHA-256 of the stored bytes. */
  sha256: string;
}

export interface StoredFileStream {
  stream: Readable;
  size: number;
}

const MEGABYTE = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= MEGABYTE) return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

export class FileTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    super('PAYLOAD_TOO_LARGE', `The file is larger than the ${formatBytes(maxBytes)} limit.`);
    this.name = 'FileTooLargeError';
  }
}

export class UploadInterruptedError extends AppError {
  constructor(cause: unknown) {
    super('BAD_REQUEST', 'The upload was interrupted before the whole file arrived. Please try again.');
    this.name = 'UploadInterruptedError';
    this.cause = cause;
  }
}

export class StoredFileNotFoundError extends AppError {
  constructor(readonly key: string) {
    super('NOT_FOUND', 'The file is not in storage.');
    this.name = 'StoredFileNotFoundError';
  }
}

/** A key the code built wrongly: a programming error, never a user's. */
export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 100))}: use segments of [a-z0-9_-] joined by "/"`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Keys are relative paths of `[a-z0-9_-]` segments: no `..`, no leading `/`, no empty segment, no
 * dot at all (so no key can name the disk store's temporary directory). Returns the key.
 */
export function assertValidKey(key: string): string {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw new InvalidStorageKeyError(String(key));
  }
  return key;
}

/** A prefix for `usage`: a valid key, with one trailing slash allowed. */
export function assertValidPrefix(prefix: string): string {
  return assertValidKey(typeof prefix === 'string' ? prefix.replace(/\/$/, '') : prefix);
}

/**
 * Feeds `source` to `write` through a counter and a SHA-256, stopping at `maxBytes`. A failure
 * reading the source becomes {@link UploadInterruptedError}, passing the limit
 * {@link FileTooLargeError}; a failure of `write` itself (disk full, bucket unreachable) is
 * rethrown as it is. `write` must consume the body to its end or fail; it cleans up after itself.
 */
export async function writeMetered(
  source: Readable,
  maxBytes: number,
  write: (body: Readable) => Promise<void>,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  let failure: FileTooLargeError | UploadInterruptedError | undefined;

  async function* metered(): AsyncGenerator<Buffer> {
    const chunks = source[Symbol.asyncIterator]() as AsyncIterator<unknown>;
    try {
      for (;;) {
        let next: IteratorResult<unknown>;
        try {
          next = await chunks.next();
        } catch (error) {
          failure = new UploadInterruptedError(error);
          throw failure;
        }
        if (next.done) return;
        const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : (next.value as Buffer);
        size += chunk.length;
        if (size > maxBytes) {
          failure = new FileTooLargeError(maxBytes);
          throw failure;
        }
        hash.update(chunk);
        yield chunk;
      }
    } finally {
      // Stop reading (and release) the source when the writer gave up or the limit was passed.
      if (!source.readableEnded) source.destroy();
    }
  }

  try {
    await write(Readable.from(metered(), { objectMode: false }));
  } catch (error) {
    throw failure ?? error;
  }
  if (failure) throw failure;
  return { size, sha256: hash.digest('hex') };
}
