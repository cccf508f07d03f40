// `node --import tsx apps/server/src/db/make-database-image.ts <file>`: the build step that writes
// an embedded database already created and migrated, with the job queue's tables, as a PGlite
// data-directory dump, for a server's first start to unpack instead of creating one
// (openEmbeddedDatabase). Creating a PGlite database runs Postgres's initdb in WebAssembly:
// several seconds, once per build.
import fs from 'node:fs';
import { createPglite, fromPglite } from './client';
import { installJobQueue } from './job-queue-schema';

export async function makeDatabaseImage(file: string): Promise<void> {
  const client = await createPglite();
  const database = fromPglite(client);
  try {
    await database.migrate();
    await installJobQueue(client);
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
