import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, fromPglite, openPostgres, type DatabaseHandle } from '../db/client';

/**
 * The test run's own switch, not the server's configuration (config.ts reads that): a PostgreSQL
 * server to run the suites on instead of PGlite (`.ci/run` sets it for its PostgreSQL pass).
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * A database of its own for one test file: PGlite started from the migrated snapshot, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database on it, migrated, dropped after.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = await fs.readFile(inject('pgliteSnapshot'));
    const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
    return fromPglite(client);
  }

  const { url, drop } = await createPostgresTestDatabase(adminUrl);
  const database = openPostgres(url);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** An empty database of its own on the TEST_DATABASE_URL server, for server processes to share. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `grantpilot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Which database the server suite runs on: CI runs it once on each. */
export const testDatabaseKind: 'pglite' | 'postgres' = TEST_DATABASE_URL ? 'postgres' : 'pglite';
