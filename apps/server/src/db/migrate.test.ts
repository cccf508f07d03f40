import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, fromPglite, type DatabaseHandle } from './client';

/** The statements a PGlite client is sent, in order (drizzle's migrator sends them through these). */
function recordStatements(client: PGlite): string[] {
  const sent: string[] = [];
  for (const method of ['query', 'exec'] as const) {
    const send = client[method].bind(client) as (text: string, ...rest: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (text: string, ...rest: unknown[]) => {
      sent.push(text);
      return send(text, ...rest);
    };
  }
  return sent;
}

/**
 * `migrate()` hands the database to drizzle's migrator only when the migrator would apply
 * something; every start asks it (server.ts), so a database already migrated costs one read.
 */
describe('migrating the database at a start', () => {
  // One database created empty and migrated here, on both passes of the suite (PGlite and
  // PostgreSQL): its applied count before, and a dump of it after, for the tests to open.
  let appliedBeforeMigrating: number;
  let migrated: Blob;
  beforeAll(async () => {
    const client = await createPglite();
    const database = fromPglite(client);
    try {
      appliedBeforeMigrating = (await database.migrationStatus()).applied;
      await database.migrate();
      migrated = await client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  }, 60_000);

  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  async function migratedDatabase(): Promise<{ client: PGlite; database: DatabaseHandle; sent: string[] }> {
    const client = await createPglite({ loadDataDir: migrated });
    const database = fromPglite(client);
    opened.push(database);
    return { client, database, sent: recordStatements(client) };
  }

  it('applies every migration to a database never migrated', async () => {
    const { database } = await migratedDatabase();
    const status = await database.migrationStatus();
    expect(appliedBeforeMigrating).toBe(0);
    expect(status.expected).toBeGreaterThan(0);
    expect(status.applied).toBe(status.expected);
  });

  it('reads one row and runs nothing else when the database has every migration this build ships', async () => {
    const { database, sent } = await migratedDatabase();
    await database.migrate();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/select max\(created_at\)/i);
    const status = await database.migrationStatus();
    expect(status.applied).toBe(status.expected);
  });

  it("hands the database to the migrator when its newest migration is older than this build's", async () => {
    const { client, database, sent } = await migratedDatabase();
    // What a database of the build before looks like to the migrator: its newest record older
    // than the newest migration shipped. (The migrator then runs that migration again, whose
    // objects exist here: that it tries is what this test shows.)
    await client.exec(
      'update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = (select max(id) from drizzle.__drizzle_migrations)',
    );
    sent.length = 0;
    await database.migrate().catch(() => {});
    expect(sent.some((text) => /create schema if not exists "drizzle"/i.test(text))).toBe(true);
  });
});
