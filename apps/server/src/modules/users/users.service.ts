import type { UserProfile } from '@grantpilot/shared/contracts/users';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getActiveBranding } from '../organizations/organizations.service';
import * as repo from './users.repo';

/** A token can outlive its account (deleted in another tab): such a user gets a clear 404. */
export async function requireAccount(db: Database, uid: string) {
  const user = await repo.findUserById(db, uid);
  if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists');
  return user;
}

export async function getUserProfile(db: Database, uid: string): Promise<UserProfile> {
  const user = await requireAccount(db, uid);
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name || null,
    photoURL: user.image ?? null,
    emailVerified: user.emailVerified,
    profileImageUrl: user.profileImageUrl,
    ...(await getActiveBranding(db, uid)),
  };
}

/** Names and emails of users, for lists that show people (team, activity). */
export async function getUserSummaries(db: Database, ids: string[]) {
  const rows = await repo.findUsersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}
