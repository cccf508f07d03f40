import { STORAGE_KEYS } from '@grantpilot/shared/constants';
import { readStorage, removeStorage, writeStorage } from '../storage';
import type { AppUser } from './app-user';

/** Seed §4: the authenticated user is persisted and reloaded on start. */
export function loadStoredUser(): AppUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<AppUser> | null;
    if (!user || typeof user.uid !== 'string' || !Array.isArray(user.roles)) return null;
    // Stored before hasPassword existed, when every account had a password.
    return { hasPassword: true, ...user } as AppUser;
  } catch {
    return null;
  }
}

export function storeUser(user: AppUser | null) {
  if (user) writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  else removeStorage(STORAGE_KEYS.user);
}
