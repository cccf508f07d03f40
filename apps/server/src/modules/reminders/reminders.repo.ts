import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deadlineReminders } from '../../db/schema';

type Reminder = { applicationId: string; daysBefore: number; deadlineAt: Date; recipientId: string };

/** Claims a reminder before it is sent; false when it was already claimed (sent) before. */
export async function claimReminder(db: Database, reminder: Reminder) {
  const rows = await db
    .insert(deadlineReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ applicationId: deadlineReminders.applicationId });
  return rows.length > 0;
}

/** Gives a claim back when its mail could not be sent, so the next run tries again. */
export async function releaseReminder(db: Database, reminder: Omit<Reminder, 'recipientId'>) {
  await db
    .delete(deadlineReminders)
    .where(
      and(
        eq(deadlineReminders.applicationId, reminder.applicationId),
        eq(deadlineReminders.daysBefore, reminder.daysBefore),
        eq(deadlineReminders.deadlineAt, reminder.deadlineAt),
      ),
    );
}
