import { PROFILE_PHOTO_SIZE, type UserProfile } from '@grantpilot/shared/contracts/users';
import { ACCOUNT_DISABLED_MESSAGE } from '@grantpilot/shared/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { describeNonImage, detectImageType } from '../../lib/image-type';
import { squareImage } from '../../lib/images';
import { photoPath } from '../../lib/links';
import { PG_UNIQUE_VIOLATION, sqlState } from '../../db/errors';
import type { VerifiedUser } from '../../plugins/auth';
import { followUserIdChange } from '../activity';
import type { ActiveBranding } from '../organizations';
import * as repo from './users.repo';

/**
 * What the organisations module adds to an account: the branding its profile shows, and the
 * check (and clean-up) before it is deleted. Organisations know users, not the other way round,
 * so the app hands these in.
 */
export interface AccountOrganizations {
  /** The account's active organisation as a subquery joined to its row, and its branding. */
  activeBranding: ActiveBranding;
  /** Runs in the deletion's transaction; throws to refuse it. */
  prepareAccountDeletion(tx: Database, uid: string): Promise<void>;
}

/** A token can outlive its account (deleted in another tab): such a user gets a clear 404. */
export async function requireAccount(db: Database, uid: string) {
  const user = await repo.findUserById(db, uid);
  if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists');
  return user;
}

export async function getUserProfile(
  db: Database,
  organizations: AccountOrganizations,
  uid: string,
): Promise<UserProfile> {
  // One statement (the account's row with its active organisation joined), prepared once: the
  // read every signed-in page starts with (issue 16).
  const row = await repo.findProfile(db, uid, organizations.activeBranding.of);
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists');
  return {
    uid: row.user.id,
    email: row.user.email,
    displayName: row.user.name || null,
    photoURL: row.user.image ?? null,
    emailVerified: row.user.emailVerified,
    profileImageUrl: row.user.profileImageUrl,
    ...organizations.activeBranding.fromRow(row.active),
  };
}

/**
 * The name a list shows for a person. An account without a name (a Firebase account created
 * elsewhere) goes by its email address.
 */
export function personName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email;
}

/** Names and emails of users, for lists that show people (team, activity). */
export async function getUserSummaries(db: Database, ids: string[]) {
  const rows = await repo.findUsersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { ...row, name: personName(row) }]));
}

/** The accounts of `emails` that exist (the instance administrators', say), with their ids. */
export function getUsersByEmails(db: Database, emails: string[]) {
  return repo.findUsersByEmails(db, emails);
}

/**
 * A hosted identity service (Firebase) keeps its accounts to itself: the product learns of a
 * user from their verified token and keeps a row for memberships, activity and settings to
 * point at. Name, email and photo follow the token each time a new one is verified.
 */
export async function recordIdentityUser(db: Database, user: VerifiedUser) {
  await refuseDeletedAccount(db, user);
  const row = {
    id: user.uid,
    name: user.name ?? '',
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.picture,
    lastSignInAt: user.authTime === null ? null : new Date(user.authTime * 1000),
  };
  try {
    await repo.upsertIdentityUser(db, row);
  } catch (error) {
    if (sqlState(error) !== PG_UNIQUE_VIOLATION) throw error;
    try {
      await carryOverAccount(db, user);
      await repo.upsertIdentityUser(db, row);
    } catch (raced) {
      // Another request took the address or the id between our steps.
      if (sqlState(raced) === PG_UNIQUE_VIOLATION) throw new AppError('CONFLICT', heldElsewhere(user.email));
      throw raced;
    }
  }
}

/**
 * A token from a sign-in before the account's data was deleted stays valid until it expires: it
 * must not bring the account back. A sign-in since (the identity outlived a deletion that failed
 * on its side) starts afresh.
 */
async function refuseDeletedAccount(db: Database, user: VerifiedUser) {
  const deletedAt = await repo.findDeletion(db, user.uid);
  if (!deletedAt) return;
  if (user.authTime === null || user.authTime * 1000 <= deletedAt.getTime()) {
    throw new AppError('UNAUTHENTICATED', 'This account has been deleted.');
  }
  await repo.forgetDeletion(db, user.uid);
}

const heldElsewhere = (email: string) =>
  `Another GrantPilot account already uses ${email}. Ask your administrator to remove it before you sign in with this one.`;

/**
 * Sign-in methods whose `email_verified` means the person proved the address to Firebase: a
 * password account through the emailed link, Google for its own addresses. Other providers of
 * an Identity Platform project (OIDC, SAML…) may assert it for addresses nobody proved.
 */
const PROVING_SIGN_IN_PROVIDERS: readonly (string | null)[] = ['password', 'google.com'];

/**
 * Another row holds the token's email. When it is an account of the built-in service (the
 * instance switched to Firebase) and both sides have proven the address, that row (memberships,
 * work, settings) becomes this account's: whoever controls the address could already have reset
 * that account's password. A row of another Firebase account is never handed over (its owner may
 * have moved to another address), nor one whose address was proven on one side only.
 */
async function carryOverAccount(db: Database, user: VerifiedUser) {
  await db.transaction(async (tx) => {
    const holder = await repo.lockUserByEmail(tx, user.email);
    // Gone, or carried over by a request of the same sign-in meanwhile: the upsert will do.
    if (!holder || holder.id === user.uid) return;
    if (!(await repo.hasBuiltInPassword(tx, holder.id))) throw new AppError('CONFLICT', heldElsewhere(user.email));
    if (!user.emailVerified) {
      throw new AppError(
        'CONFLICT',
        `A GrantPilot account already uses ${user.email}. Confirm your email address with the link we sent you, and that account becomes yours.`,
      );
    }
    // Its address was never confirmed, the sign-in did not prove it, or this account has a row
    // of its own already (a changed email): two accounts are not merged.
    if (
      !holder.emailVerified ||
      !PROVING_SIGN_IN_PROVIDERS.includes(user.signInProvider) ||
      (await repo.findUserById(tx, user.uid))
    ) {
      throw new AppError('CONFLICT', heldElsewhere(user.email));
    }
    await repo.changeUserId(tx, holder.id, user.uid);
    // From now on a Firebase account: its built-in password and sessions are retired.
    await repo.retireBuiltInSignIn(tx, user.uid);
    await followUserIdChange(tx, holder.id, user.uid);
  });
}

/**
 * Deletes the product's data of an account whose identity lives in a hosted service; the
 * client deletes the identity itself afterwards. Refused (nothing deleted) while the user is
 * the last owner of an organisation that has other members.
 */
export async function deleteAccountData(db: Database, organizations: AccountOrganizations, uid: string) {
  await requireAccount(db, uid);
  await db.transaction(async (tx) => {
    await organizations.prepareAccountDeletion(tx, uid);
    await repo.deleteUser(tx, uid);
    await repo.recordDeletion(tx, uid);
  });
}

/** Accounts whose data was deleted after `since` (all without it): the tokens to refuse. */
export function listAccountDeletions(db: Database, since: Date | null) {
  return repo.listDeletions(db, since);
}

/**
 * Remembers that a built-in account was deleted (its row is gone with it), so that every
 * instance refuses its still-valid ID tokens.
 */
export function recordAccountDeletion(db: Database, uid: string) {
  return repo.recordDeletion(db, uid);
}

/**
 * Disables or enables an account (an instance administrator's decision): while disabled, its
 * tokens are refused (identity/revocations.ts reads `listDisabledAccounts`) and so are its
 * sign-ins; disabling also ends its built-in sessions, so none of them yields a new token.
 * Returns when it was disabled (null once enabled).
 */
export async function setAccountDisabled(db: Database, uid: string, disabled: boolean) {
  return db.transaction(async (tx) => {
    const row = await repo.setDisabledAt(tx, uid, disabled ? new Date() : null);
    if (!row) throw new AppError('NOT_FOUND', 'There is no such account');
    if (disabled) await repo.deleteSessions(tx, uid);
    return row.disabledAt;
  });
}

/** Every disabled account's id (a handful): what the token check refuses. */
export function listDisabledAccounts(db: Database) {
  return repo.listDisabledIds(db);
}

/** A built-in sign-in is about to open a session: refused for a disabled account. */
export async function refuseDisabledSignIn(db: Database, uid: string) {
  if (await repo.findDisabledAt(db, uid)) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
}

export function recordSignIn(db: Database, uid: string, at: Date) {
  return repo.recordSignIn(db, uid, at);
}

/**
 * The user's profile photo: typed from its bytes (its name and header say nothing), cropped to
 * a square from the centre and re-encoded as WebP (decision 015); profileImageUrl points at it.
 */
export async function setProfilePhoto(db: Database, uid: string, bytes: Buffer) {
  await requireAccount(db, uid);
  const type = detectImageType(bytes);
  if (!type || type === 'image/svg+xml') {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `This file is ${type ? 'an SVG drawing' : describeNonImage(bytes)}, not a photo: choose a PNG, JPEG or WebP image`,
    );
  }
  const square = await squareImage(bytes, PROFILE_PHOTO_SIZE);
  if (!square) {
    const name = type.slice('image/'.length).toUpperCase();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The photo is not a readable ${name} image`);
  }
  await repo.savePhoto(db, uid, 'image/webp', square, photoPath);
}

export async function removeProfilePhoto(db: Database, uid: string) {
  await requireAccount(db, uid);
  await repo.deletePhoto(db, uid);
}

export async function getProfilePhoto(db: Database, photoId: string) {
  const photo = await repo.findPhoto(db, photoId);
  if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
  return photo;
}
