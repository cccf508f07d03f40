import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/client';

/**
 * The server's version, from its package.json (found beside the migrations folder, from src/ as
 * from the bundle in dist/). Read once: it cannot change while the process runs.
 */
export const appVersion = (() => {
  let version: string | undefined;
  return () => {
    version ??= (
      JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, '..', 'package.json'), 'utf8')) as { version: string }
    ).version;
    return version;
  };
})();

/** The tags of the migrations this build ships, by the `when` drizzle records for each. */
export function migrationTags(): Map<number, string> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}
