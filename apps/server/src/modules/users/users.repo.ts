import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export async function findUserById(db: Database, uid: string) {
  const [user] = await db.select().from(users).where(eq(users.id, uid)).limit(1);
  return user;
}

export async function findUsersByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, image: users.image })
    .from(users)
    .where(inArray(users.id, ids));
}
