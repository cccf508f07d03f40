import { and, eq, inArray, sql } from 'drizzle-orm';
import { PREFERENCE_LIMITS } from '@grantpilot/shared/contracts/settings';
import type { Database } from '../../db/client';
import { userSettings } from '../../db/schema';

export async function findSettings(db: Database, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row;
}

/**
 * Merges in one statement, so two concurrent PATCHes of different keys both survive. The merge
 * happens only while the result stays within the limits, or does not grow (a row stored before
 * the limits existed can still change its dark mode); undefined when it was refused.
 */
export async function mergePreferences(db: Database, userId: string, preferences: Record<string, unknown>) {
  const merged = sql`(${userSettings.preferences} || excluded.preferences)`;
  const [row] = await db
    .insert(userSettings)
    .values({ userId, preferences })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { preferences: merged, updatedAt: sql`now()` },
      setWhere: sql`(
        octet_length(${merged}::text) <= ${PREFERENCE_LIMITS.storedBytes}
        and (select count(*) from jsonb_object_keys(${merged})) <= ${PREFERENCE_LIMITS.keys}
      ) or octet_length(${merged}::text) <= octet_length(${userSettings.preferences}::text)`,
    })
    .returning({ preferences: userSettings.preferences });
  return row?.preferences;
}

/** The users among `userIds` who turned a boolean preference off. */
export async function usersWithPreferenceOff(db: Database, userIds: string[], key: string) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userSettings.userId })
    .from(userSettings)
    .where(and(inArray(userSettings.userId, userIds), sql`${userSettings.preferences} ->> ${key} = 'false'`));
  return rows.map((row) => row.userId);
}

/** The text value of one preference for each of `userIds` that has stored it. */
export async function preferenceValues(db: Database, userIds: string[], key: string) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userSettings.userId, value: sql<string | null>`${userSettings.preferences} ->> ${key}` })
    .from(userSettings)
    .where(and(inArray(userSettings.userId, userIds), sql`${userSettings.preferences} ->> ${key} is not null`));
  return rows.flatMap((row) => (row.value ? [[row.userId, row.value] as const] : []));
}
