import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export async function findUserById(db: Database, uid: string) {
  const [user] = await db.select().from(users).where(eq(users.id, uid)).limit(1);
  return user;
}
