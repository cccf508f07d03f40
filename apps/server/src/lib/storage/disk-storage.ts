import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  assertValidPrefix,
  StoredFileNotFoundError,
  writeMetered,
  type FileStorage,
} from './file-storage';

/** Where unfinished uploads are written; no key can name it (keys have no dots). */
export const DISK_TEMP_DIR = '.tmp';

const isCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files under `root` (`DATA_DIR/uploads`), one per key. An upload is written to a temporary
 * file in `root/.tmp` (the same file system), flushed with fsync and only then renamed to its
 * key, so a crash or a failed upload never leaves a partial file under a key.
 */
export function createDiskStorage(root: string): FileStorage {
  const tempDir = path.join(root, DISK_TEMP_DIR);
  const pathOf = (key: string) => path.join(root, ...assertValidKey(key).split('/'));

  async function statFile(key: string) {
    try {
      const stats = await fs.stat(pathOf(key));
      return stats.isFile() ? stats : undefined;
    } catch (error) {
      if (isCode(error, 'ENOENT', 'ENOTDIR')) return undefined;
      throw error;
    }
  }

  return {
    kind: 'disk',

    async put(key, stream, { maxBytes }) {
      const target = pathOf(key);
      await fs.mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      try {
        const { size, sha256 } = await writeMetered(stream, maxBytes, async (body) => {
          const handle = await fs.open(temp, 'wx', 0o600);
          try {
            // Each chunk is written before the next is read: backpressure without a stream pipe.
            for await (const chunk of body) {
              const bytes = chunk as Buffer;
              for (let offset = 0; offset < bytes.length;) {
                offset += (await handle.write(bytes, offset)).bytesWritten;
              }
            }
            await handle.sync();
          } finally {
            await handle.close();
          }
        });
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(temp, target);
        await syncDirectory(path.dirname(target));
        return { key, size, sha256 };
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = pathOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) throw new StoredFileNotFoundError(key);
        throw error;
      }
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        throw new StoredFileNotFoundError(key);
      }
      return { stream: handle.createReadStream(), size: stats.size };
    },

    async delete(key) {
      try {
        await fs.unlink(pathOf(key));
      } catch (error) {
        if (!isCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
    },

    async exists(key) {
      return (await statFile(key)) !== undefined;
    },

    async usage(prefix) {
      const dir = path.join(root, ...assertValidPrefix(prefix).split('/'));
      let entries;
      try {
        entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isCode(error, 'ENOENT', 'ENOTDIR')) return 0;
        throw error;
      }
      let total = 0;
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const stats = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
        total += stats?.size ?? 0;
      }
      return total;
    },

    async deleteAll(prefix) {
      await fs.rm(path.join(root, ...assertValidPrefix(prefix).split('/')), { recursive: true, force: true });
    },

    async close() {},
  };
}

/** Makes a rename durable. Some systems (Windows) cannot open a directory: the rename stands. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Best effort: the file itself was flushed before the rename.
  } finally {
    await handle?.close();
  }
}
