import path from 'node:path';

/** PostgreSQL error codes we turn into answers a person understands. */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error, whether drizzle wrapped it or not. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Opening or migrating failed: said in one line, with the URL's password left out. */
export class DatabaseUnavailableError extends Error {
  constructor(where: string, cause: unknown) {
    let root = cause;
    while (root instanceof Error && root.cause) root = root.cause;
    const reason = root instanceof Error ? root.message : String(root);
    super(`The database ${where} could not be opened or migrated: ${reason}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** The database's location for messages and logs: never the password. */
export function describeDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): string {
  if (!options.databaseUrl) return `in ${path.join(options.dataDir, 'db')}`;
  const url = new URL(options.databaseUrl);
  url.password = '';
  return `at ${url.toString()}`;
}
