import { and, eq, sql } from 'drizzle-orm';
import type { ImportMapping } from '@grantpilot/shared/contracts/application-import';
import type { Database } from '../../db/client';
import { applications, funders, importMappings } from '../../db/schema';

/** What the import needs to find the applications a file's rows already are: id, title, funder. */
export async function applicationKeys(db: Database, organizationId: string) {
  return db
    .select({
      id: applications.id,
      title: applications.title,
      status: applications.status,
      funderName: funders.name,
    })
    .from(applications)
    .leftJoin(funders, eq(funders.id, applications.funderId))
    .where(eq(applications.organizationId, organizationId));
}

export async function findImportMapping(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.organizationId, organizationId), eq(importMappings.userId, userId)));
  return (row?.mapping as ImportMapping | undefined) ?? null;
}

export async function saveImportMapping(db: Database, organizationId: string, userId: string, mapping: ImportMapping) {
  await db
    .insert(importMappings)
    .values({ organizationId, userId, mapping: mapping as Record<string, string> })
    .onConflictDoUpdate({
      target: [importMappings.organizationId, importMappings.userId],
      set: { mapping: mapping as Record<string, string>, updatedAt: sql`now()` },
    });
}
