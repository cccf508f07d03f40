import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createBatchedRead } from '../../db/batched-read';
import { createReadCache } from '../../db/read-cache';
import type { ActiveBranding } from '../organizations';
import { accounts, deletedAccounts, sessions, userPhotos, users } from '../../db/schema';

/** The accounts' rows and what `activeOrganizationOf` joins to each, per database, prepared once. */
const profileReads = new WeakMap<Database, ReturnType<typeof prepareProfileRead>>();

function prepareProfileRead(db: Database, activeOrganizationOf: ActiveOrganizationOf) {
  const active = activeOrganizationOf(users.id);
  return db
    .select({
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        image: users.image,
        emailVerified: users.emailVerified,
        profileImageUrl: users.profileImageUrl,
      },
      active: {
        name: active.name,
        brandName: active.brandName,
        useOrganizationBranding: active.useOrganizationBranding,
        logoId: active.logoId,
      },
    })
    .from(users)
    .leftJoinLateral(active, sql`true`)
    .where(sql`${users.id} = any(${sql.placeholder('uids')}::text[])`)
    .prepare('user_profiles');
}

type ActiveOrganizationOf = ActiveBranding['of'];
type ProfileRow = Awaited<ReturnType<ReturnType<typeof prepareProfileRead>['execute']>>[number];

const profiles = createReadCache<string, ProfileRow | undefined>();

/** The profile reads of one turn, in one statement (db/batched-read.ts). */
const batchedProfiles = createBatchedRead<string, ProfileRow>(
  (db, uids) => profileReads.get(db)!.execute({ uids }),
  (row) => row.user.id,
);

/**
 * The profile read: the account with its active organisation, batched with the other profile
 * reads of the same turn, and kept until the next write on the embedded database
 * (db/read-cache.ts).
 */
export async function findProfile(db: Database, uid: string, activeOrganizationOf: ActiveOrganizationOf) {
  if (!profileReads.has(db)) profileReads.set(db, prepareProfileRead(db, activeOrganizationOf));
  return profiles.read(db, uid, () => batchedProfiles.load(db, uid));
}

export async function findUserById(db: Database, uid: string) {
  const [user] = await db.select().from(users).where(eq(users.id, uid)).limit(1);
  return user;
}

/** The row holding an email address, locked until the transaction ends. */
export async function lockUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).for('update');
  return user;
}

/** Every reference to the user follows (foreign keys `on update cascade`). */
export async function changeUserId(db: Database, fromId: string, toId: string) {
  await db
    .update(users)
    .set({ id: toId, updatedAt: sql`now()` })
    .where(eq(users.id, fromId));
}

/** Whether the built-in service made this account: it has a password there. */
export async function hasBuiltInPassword(db: Database, uid: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, uid), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row !== undefined;
}

/** The built-in service's password and sessions of an account that signs in elsewhere now. */
export async function retireBuiltInSignIn(db: Database, uid: string) {
  await db.delete(accounts).where(eq(accounts.userId, uid));
  await db.delete(sessions).where(eq(sessions.userId, uid));
}

export async function findUsersByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, image: users.image })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Accounts by email address, in any case (addresses are stored lower-case). */
export async function findUsersByEmails(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((email) => email.toLowerCase()),
      ),
    );
}

export interface IdentityUserRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  lastSignInAt: Date | null;
}

/** Inserts or refreshes a user known from a hosted identity service; untouched when unchanged. */
export async function upsertIdentityUser(db: Database, row: IdentityUserRow) {
  await db
    .insert(users)
    .values(row)
    .onConflictDoUpdate({
      target: users.id,
      set: {
        name: sql`excluded.name`,
        email: sql`excluded.email`,
        emailVerified: sql`excluded.email_verified`,
        image: sql`excluded.image`,
        lastSignInAt: sql`coalesce(excluded.last_sign_in_at, ${users.lastSignInAt})`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${users.name}, ${users.email}, ${users.emailVerified}, ${users.image}, coalesce(excluded.last_sign_in_at, ${users.lastSignInAt})) is distinct from (excluded.name, excluded.email, excluded.email_verified, excluded.image, ${users.lastSignInAt})`,
    });
}

export async function deleteUser(db: Database, uid: string) {
  await db.delete(users).where(eq(users.id, uid));
}

/** Remembers that the account's data was deleted (its identity lives in a hosted service). */
export async function recordDeletion(db: Database, uid: string) {
  await db
    .insert(deletedAccounts)
    .values({ userId: uid })
    .onConflictDoUpdate({ target: deletedAccounts.userId, set: { deletedAt: sql`now()` } });
}

export async function findDeletion(db: Database, uid: string) {
  const [row] = await db.select().from(deletedAccounts).where(eq(deletedAccounts.userId, uid)).limit(1);
  return row?.deletedAt;
}

export async function forgetDeletion(db: Database, uid: string) {
  await db.delete(deletedAccounts).where(eq(deletedAccounts.userId, uid));
}

/** Accounts deleted after `since` (all of them without it), oldest first. */
export async function listDeletions(db: Database, since: Date | null) {
  return db
    .select({ userId: deletedAccounts.userId, deletedAt: deletedAccounts.deletedAt })
    .from(deletedAccounts)
    .where(since ? gt(deletedAccounts.deletedAt, since) : undefined)
    .orderBy(asc(deletedAccounts.deletedAt));
}

/** Disables the account (from now) or enables it (null); the row, or undefined when there is none. */
export async function setDisabledAt(db: Database, uid: string, disabledAt: Date | null) {
  const [row] = await db
    .update(users)
    .set({ disabledAt, updatedAt: sql`now()` })
    .where(eq(users.id, uid))
    .returning({ id: users.id, disabledAt: users.disabledAt });
  return row;
}

export async function listDisabledIds(db: Database) {
  const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.disabledAt));
  return rows.map((row) => row.id);
}

export async function findDisabledAt(db: Database, uid: string) {
  const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, uid)).limit(1);
  return row?.disabledAt ?? null;
}

export async function recordSignIn(db: Database, uid: string, at: Date) {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, uid));
}

/** Ends the account's built-in sessions: no new ID token can be had from them. */
export async function deleteSessions(db: Database, uid: string) {
  await db.delete(sessions).where(eq(sessions.userId, uid));
}

/** Stores the user's photo and points their profileImageUrl at it; a new id per upload. */
export async function savePhoto(
  db: Database,
  userId: string,
  contentType: string,
  bytes: Buffer,
  url: (id: string) => string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userPhotos)
      .values({ userId, contentType, bytes })
      .onConflictDoUpdate({
        target: userPhotos.userId,
        set: { contentType, bytes, id: sql`gen_random_uuid()`, updatedAt: sql`now()` },
      })
      .returning({ id: userPhotos.id });
    await tx
      .update(users)
      .set({ profileImageUrl: url(row!.id), updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}

export async function deletePhoto(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(userPhotos).where(eq(userPhotos.userId, userId));
    await tx
      .update(users)
      .set({ profileImageUrl: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}

export async function findPhoto(db: Database, photoId: string) {
  const [row] = await db
    .select({ contentType: userPhotos.contentType, bytes: userPhotos.bytes })
    .from(userPhotos)
    .where(eq(userPhotos.id, photoId))
    .limit(1);
  return row;
}
