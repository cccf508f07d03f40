import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openEmbeddedDatabase, selectRows } from './client';
import { sql } from 'drizzle-orm';

/**
 * A first start unpacks the image the build made (an empty database, migrated) instead of
 * creating a database. The test run's own migrated snapshot is such an image.
 */
describe.skipIf(!inject('pgliteSnapshot'))('the first start of an embedded database', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-image-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('unpacks the image: migrated at once, kept, and opened as it is the next time', async () => {
    const dir = dataDir();
    const first = await openEmbeddedDatabase(dir, inject('pgliteSnapshot'));
    const status = await first.migrationStatus();
    expect(status.applied).toBe(status.expected);
    expect(status.applied).toBeGreaterThan(0);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written after the first start')`);
    await first.close();
    expect(fs.existsSync(path.join(dir, 'db.initialising'))).toBe(false);

    const again = await openEmbeddedDatabase(dir, inject('pgliteSnapshot'));
    expect(await selectRows(again.db, sql`select note from kept`)).toEqual([{ note: 'written after the first start' }]);
    await again.close();
  });

  it('starts over after a first start that did not finish', async () => {
    const dir = dataDir();
    // What a first start killed half-way leaves: its marker, and part of a database.
    fs.mkdirSync(path.join(dir, 'db'));
    fs.writeFileSync(path.join(dir, 'db', 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(dir, 'db.initialising'), '');
    const database = await openEmbeddedDatabase(dir, inject('pgliteSnapshot'));
    const status = await database.migrationStatus();
    expect(status.applied).toBe(status.expected);
    await database.close();
    expect(fs.existsSync(path.join(dir, 'db.initialising'))).toBe(false);
  });

  it('refuses a damaged image, and starts over from a whole one the next time', async () => {
    const dir = dataDir();
    const damaged = path.join(dir, 'damaged.tar');
    const image = fs.readFileSync(inject('pgliteSnapshot'));
    fs.writeFileSync(damaged, image.subarray(0, image.length / 2));
    await expect(openEmbeddedDatabase(dir, damaged)).rejects.toThrow(/database image .* cannot be unpacked/);
    // Half a database is on disk, behind the marker that says so.
    expect(fs.existsSync(path.join(dir, 'db.initialising'))).toBe(true);

    const database = await openEmbeddedDatabase(dir, inject('pgliteSnapshot'));
    const status = await database.migrationStatus();
    expect(status.applied).toBe(status.expected);
    await database.close();
  });
});
