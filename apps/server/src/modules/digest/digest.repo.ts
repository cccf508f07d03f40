import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { weeklyDigests } from '../../db/schema';

/** Which of `userIds` already had the digest of `week` (one query for a page of users). */
export async function usersWithDigest(db: Database, userIds: string[], week: string) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: weeklyDigests.userId })
    .from(weeklyDigests)
    .where(and(eq(weeklyDigests.week, week), inArray(weeklyDigests.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

/** Claims a user's digest of a week before it is built; false when another run claimed it first. */
export async function claimDigest(db: Database, userId: string, week: string, now: Date) {
  const rows = await db
    .insert(weeklyDigests)
    .values({ userId, week, claimedAt: now })
    .onConflictDoNothing()
    .returning({ userId: weeklyDigests.userId });
  return rows.length > 0;
}

/** Gives a claim back when the mail could not be sent, so the next run (this morning) tries again. */
export async function releaseDigest(db: Database, userId: string, week: string) {
  await db.delete(weeklyDigests).where(and(eq(weeklyDigests.userId, userId), eq(weeklyDigests.week, week)));
}
