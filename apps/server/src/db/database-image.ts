import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

/**
 * The database image the build writes beside the server bundle (db/make-database-image.ts):
 * dist/database-image.tar next to dist/server.js. Run from the source, there is none.
 */
export const DATABASE_IMAGE = fileURLToPath(new URL('./database-image.tar', import.meta.url));

/** The embedded database's directory, locked, and ready to open once `ready` resolves. */
export interface PreparedDataDir {
  /** Where PGlite keeps the database: `DATA_DIR/db`. */
  directory: string;
  lock: DataDirLock;
  /** Resolves when the directory holds a database (on a first start, the image unpacked). */
  ready: Promise<void>;
}

/**
 * Locks `DATA_DIR` and, on the first start (no database there yet), unpacks `image` into it, an
 * empty database already migrated; creating one instead (initdb in WebAssembly) takes several
 * seconds. PGlite then opens it as it opens any database it finds: handed the image itself
 * (`loadDataDir`), PGlite writes each file through its WebAssembly file system, about half a
 * second more of a first start (decision 046).
 *
 * The unpack is asynchronous: its work is the kernel's creation of some 1,200 files, done on
 * libuv's threads, so the server starts it before it loads the app's modules and the two overlap
 * (decision 051). A marker beside the directory says a first start is under way: found at the
 * next start, it means that one did not finish, and what it left is removed before starting again.
 */
export function prepareDataDir(dataDir: string, image = DATABASE_IMAGE): PreparedDataDir {
  const lock = lockDataDir(dataDir);
  const directory = path.join(dataDir, 'db');
  const ready = (async () => {
    const marker = `${directory}.initialising`;
    if (fs.existsSync(marker)) await fs.promises.rm(directory, { recursive: true, force: true });
    if (fs.existsSync(path.join(directory, 'PG_VERSION'))) return;
    fs.writeFileSync(marker, '');
    if (fs.existsSync(image)) await unpackDatabaseImage(image, directory);
  })();
  // Awaited by whoever opens the database; until then a failure must not count as unhandled.
  ready.catch(() => {});
  return { directory, lock, ready };
}

/** Removes the first start's marker: the database in `directory` has opened. */
export function firstStartDone(directory: string): void {
  fs.rmSync(`${directory}.initialising`, { force: true });
}

/**
 * PGlite's dumps name their entries from the root (`/PG_VERSION`, `/base/1/…`): node-tar takes
 * them relative to `directory`, as it does every absolute name, and says so (TAR_ENTRY_INFO).
 * Any other warning (a bad or truncated archive, an entry it could not write) fails the start.
 */
async function unpackDatabaseImage(image: string, directory: string): Promise<void> {
  const problems: string[] = [];
  await fs.promises.mkdir(directory, { recursive: true, mode: 0o700 });
  try {
    await tar.x({
      file: image,
      cwd: directory,
      onwarn: (code, message) => {
        if (code !== 'TAR_ENTRY_INFO') problems.push(`${code}: ${message}`);
      },
    });
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0) {
    throw new Error(`The database image ${image} cannot be unpacked (${problems[0]}): run npm run build`);
  }
}
