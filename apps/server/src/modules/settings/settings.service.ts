import {
  DEFAULT_PREFERENCES,
  PREFERENCE_LIMITS,
  type Preferences,
  type Settings,
} from '@grantpilot/shared/contracts/settings';
import type { Database } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, sqlState } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import * as repo from './settings.repo';

function withDefaults(preferences: Record<string, unknown> | undefined): Settings {
  return { preferences: { ...DEFAULT_PREFERENCES, ...preferences } as Settings['preferences'] };
}

export async function getSettings(db: Database, uid: string): Promise<Settings> {
  const row = await repo.findSettings(db, uid);
  return withDefaults(row?.preferences);
}

/** Keys the client sends replace stored ones; keys it does not send are kept (seed §3). */
export async function updatePreferences(db: Database, uid: string, preferences: Preferences): Promise<Settings> {
  let merged: Record<string, unknown> | undefined;
  try {
    merged = await repo.mergePreferences(db, uid, preferences);
  } catch (error) {
    // A token can outlive its account (deleted in another tab).
    if (sqlState(error) === PG_FOREIGN_KEY_VIOLATION) throw new AppError('NOT_FOUND', 'This account no longer exists');
    throw error;
  }
  if (!merged) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Your preferences would grow past ${PREFERENCE_LIMITS.keys} keys or ${PREFERENCE_LIMITS.storedBytes / 1024} kB. ` +
        'Remove some before adding more.',
    );
  }
  return withDefaults(merged);
}

/** Who, among `userIds`, does not want deadline reminder emails (PRODUCT.md §9). */
export async function usersWithoutReminderEmails(db: Database, userIds: string[]) {
  return new Set(await repo.usersWithPreferenceOff(db, [...new Set(userIds)], 'reminderEmails'));
}

/** Who, among `userIds`, does not want an email for each new support message (PRODUCT.md §8). */
export async function usersWithoutSupportEmails(db: Database, userIds: string[]) {
  return new Set(await repo.usersWithPreferenceOff(db, [...new Set(userIds)], 'supportEmails'));
}

/** Who, among `userIds`, does not want an email when a task is assigned to them. */
export async function usersWithoutTaskEmails(db: Database, userIds: string[]) {
  return new Set(await repo.usersWithPreferenceOff(db, [...new Set(userIds)], 'taskEmails'));
}

/** Who, among `userIds`, turned the weekly digest off. */
export async function usersWithoutWeeklyDigest(db: Database, userIds: string[]) {
  return new Set(await repo.usersWithPreferenceOff(db, [...new Set(userIds)], 'weeklyDigest'));
}

/** The time zone each of `userIds` chose (PATCH validated it); users without one are left out. */
export async function userTimeZones(db: Database, userIds: string[]) {
  return new Map(await repo.preferenceValues(db, [...new Set(userIds)], 'timeZone'));
}
