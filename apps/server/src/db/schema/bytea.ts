import { customType } from 'drizzle-orm/pg-core';

/** Binary column: small images kept in the database (logos, profile photos; decision 015). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
