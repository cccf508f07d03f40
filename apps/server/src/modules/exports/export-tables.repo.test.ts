import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { EXPORTED_TABLES, LEFT_OUT_TABLES, tableName } from './export-tables.repo';

describe('the data export', () => {
  it('decides for every table of the schema: exported, or left out with a reason', () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .map(tableName)
      .sort();
    const decided = [...EXPORTED_TABLES, ...LEFT_OUT_TABLES].map((entry) => tableName(entry.table)).sort();
    expect(decided).toEqual(tables);
    expect(new Set(decided).size).toBe(decided.length);
    for (const entry of LEFT_OUT_TABLES) expect(entry.why.length, tableName(entry.table)).toBeGreaterThan(10);
  });

  it('scopes every exported table by the organisations owned or by the person', () => {
    for (const entry of EXPORTED_TABLES) {
      expect(entry.organization ?? entry.person, tableName(entry.table)).toBeDefined();
      expect(entry.orderBy.length, tableName(entry.table)).toBeGreaterThan(0);
    }
  });
});
