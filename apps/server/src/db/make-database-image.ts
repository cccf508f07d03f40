// `node --import tsx apps/server/src/db/make-database-image.ts <file>`: the build step that writes
// an embedded database already created and migrated, with the job queue's tables, as a PGlite
// data-directory dump, for a server's first start to unpack instead of creating one
// (openEmbeddedDatabase). Creating a PGlite database runs Postgres's initdb in WebAssembly:
// several seconds, once per build.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, fromPglite } from './client';
import { installJobQueue } from './job-queue-schema';

export async function makeDatabaseImage(file: string): Promise<void> {
  const client = await createPglite();
  const database = fromPglite(client);
  try {
    await database.migrate();
    await installJobQueue(client);
    await dropTemplateDatabases(client);
    // The dump is taken from a running database, which its first start recovers from the last
    // checkpoint: without this one, that is initdb's, and every migration's WAL is replayed.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a build cut short leaves no half image for a server to unpack.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
}

/**
 * The image holds the one database GrantPilot uses. initdb also makes template0 and template1,
 * the models `CREATE DATABASE` copies, which nothing here runs: they are half of the image's
 * 1,200 files, and a first start's unpack costs about half a millisecond of the kernel's time per
 * file created, whatever its size (decision 054).
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  for (const template of ['template0', 'template1']) {
    // A template cannot be dropped; template0 also refuses connections, which DROP does not need.
    await client.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await client.exec(`DROP DATABASE ${template}`);
  }
}

const [, script, file] = process.argv;
if (script && import.meta.url.endsWith(script.replace(/\\/g, '/')) && file) {
  makeDatabaseImage(file).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('The database image could not be made:', error);
      process.exit(1);
    },
  );
}
