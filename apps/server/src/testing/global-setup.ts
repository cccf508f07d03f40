import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * A fresh PGlite costs seconds to initialise and migrate. Do it once per run, dump the migrated
 * data directory, and let every test file start its own database from that dump.
 */
export default async function setup(project: TestProject) {
  // The test run's switch (see test-database.ts), read here in vitest's main process.
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const client = await createPglite();
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
