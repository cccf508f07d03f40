import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSettings } from '../../db/schema';

export async function findSettings(db: Database, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row;
}

/** Merges in one statement, so two concurrent PATCHes of different keys both survive. */
export async function mergePreferences(db: Database, userId: string, preferences: Record<string, unknown>) {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, preferences })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        preferences: sql`${userSettings.preferences} || excluded.preferences`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ preferences: userSettings.preferences });
  return row?.preferences ?? preferences;
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
