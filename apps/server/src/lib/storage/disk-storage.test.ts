import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDiskStorage, DISK_TEMP_DIR } from './disk-storage';
import { createStorage } from './index';
import { describeFileStorageContract } from './storage-contract';

async function openDisk() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-disk-storage-'));
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    storage: createDiskStorage(root),
    leftovers: () => fs.readdir(path.join(root, DISK_TEMP_DIR)).catch(() => []),
    // Chunks go to the file as they come: nothing is held (measured: 0–3 MB).
    memoryBudgetBytes: 12 * 1024 * 1024,
    close: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

describeFileStorageContract('disk', openDisk);

describe('disk storage', () => {
  it('is what the default configuration gives, under DATA_DIR/uploads', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-disk-storage-'));
    try {
      const storage = await createStorage(loadConfig({ DATA_DIR: dataDir }).storage);
      expect(storage.kind).toBe('disk');
      await storage.put('orgs/o1/documents/d1/v1', Readable.from([Buffer.from('hello')]), {
        contentType: 'text/plain',
        maxBytes: 10,
      });
      const file = path.join(dataDir, 'uploads', 'orgs', 'o1', 'documents', 'd1', 'v1');
      expect(await fs.readFile(file, 'utf8')).toBe('hello');
      // Uploaded documents are private to the server's user.
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
