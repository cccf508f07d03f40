import { eq } from 'drizzle-orm';
import type { CalendarAlarm } from '@grantpilot/shared/contracts/calendar';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

export async function findFeedOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row;
}

export async function findFeedByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)).limit(1);
  return row;
}

/** One feed per user: a new token replaces the old, which stops working at once; the alarm stays. */
export async function upsertFeed(db: Database, userId: string, token: string, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, token, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, tokenHash, createdAt: new Date() } })
    .returning();
  return row!;
}

export async function updateAlarm(db: Database, userId: string, alarm: CalendarAlarm) {
  const [row] = await db.update(calendarFeeds).set({ alarm }).where(eq(calendarFeeds.userId, userId)).returning();
  return row;
}

export async function deleteFeed(db: Database, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
