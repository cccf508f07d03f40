import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@grantpilot/shared/constants';
import type { AppUser } from './app-user';
import { rememberReturnPath, takeReturnPath } from './return-path';
import { loadStoredUser, storeUser } from './user-storage';

const user: AppUser = {
  uid: 'u1',
  email: 'ann@example.org',
  displayName: 'Ann',
  photoURL: null,
  emailVerified: true,
  hasPassword: true,
  roles: ['user'],
  organizationLogoUrl: null,
  organizationBrandName: null,
  organizationName: null,
  profileImageUrl: null,
  useOrganizationBranding: false,
};

describe('stored user (seed §3–§4)', () => {
  it('persists the user and restores it', () => {
    storeUser(user);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(loadStoredUser()).toEqual(user);
    storeUser(null);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('reads a user stored before hasPassword existed as one with a password', () => {
    const { hasPassword: _, ...older } = user;
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(older));
    expect(loadStoredUser()).toEqual(user);
  });

  it('ignores a stored value without a uid', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{"email":"x"}');
    expect(loadStoredUser()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, 'not json');
    expect(loadStoredUser()).toBeNull();
  });
});

describe('return path (seed §2)', () => {
  it('is read once and cleared', () => {
    rememberReturnPath('/projects/new?from=nav');
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/projects/new?from=nav');
    expect(takeReturnPath()).toBe('/projects/new?from=nav');
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBeNull();
    expect(takeReturnPath()).toBeNull();
  });

  it('never sends the user off-site', () => {
    rememberReturnPath('//evil.example/x');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('https://evil.example/');
    expect(takeReturnPath()).toBeNull();
  });
});
