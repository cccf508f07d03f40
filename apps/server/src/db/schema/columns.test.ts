import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnsWithoutSearch } from './columns';
import { applications, funders, projects } from '.';

describe('columnsWithoutSearch', () => {
  it.each([
    ['applications', applications],
    ['projects', projects],
  ] as const)('reads every column of %s but its search vector', (_name, table) => {
    const all = Object.keys(getTableColumns(table));
    expect(all).toContain('search');
    expect(Object.keys(columnsWithoutSearch(table)).sort()).toEqual(all.filter((key) => key !== 'search').sort());
  });

  it('leaves a table without a search vector as it is', () => {
    expect(columnsWithoutSearch(funders)).toEqual(getTableColumns(funders));
  });
});
