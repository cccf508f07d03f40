import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { buildUser } from './app-user';
import { rolesFromToken } from './id-token';

const identity = {
  uid: 'u1',
  email: 'ann@example.org',
  displayName: 'Ann Lee',
  photoURL: null,
  emailVerified: false,
  hasPassword: true,
};

function token(claims: object) {
  return `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
}

describe('buildUser (seed §3)', () => {
  it('takes roles from the token and branding from the user record', async () => {
    const user = await buildUser(identity, {
      getIdToken: async () => token({ roles: ['user', 'admin'] }),
      readRoles: rolesFromToken,
      fetchProfile: async () => ({
        organizationLogoUrl: '/logo.png',
        organizationBrandName: 'Acme Grants',
        organizationName: 'Acme',
        profileImageUrl: '/me.png',
        useOrganizationBranding: true,
      }),
    });
    expect(user).toEqual({
      ...identity,
      roles: ['user', 'admin'],
      organizationLogoUrl: '/logo.png',
      organizationBrandName: 'Acme Grants',
      organizationName: 'Acme',
      profileImageUrl: '/me.png',
      useOrganizationBranding: true,
    });
  });

  it('falls back to ["user"] when the claims cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sources = { readRoles: rolesFromToken, fetchProfile: async () => ({}) };
    expect((await buildUser(identity, { ...sources, getIdToken: async () => null })).roles).toEqual(['user']);
    expect((await buildUser(identity, { ...sources, getIdToken: async () => 'not-a-jwt' })).roles).toEqual(['user']);
    expect(
      (await buildUser(identity, { ...sources, getIdToken: async () => token({ roles: 'admin' }) })).roles,
    ).toEqual(['user']);
    const failing = await buildUser(identity, {
      ...sources,
      getIdToken: () => Promise.reject(new Error('offline')),
    });
    expect(failing.roles).toEqual(['user']);
    warn.mockRestore();
  });

  it('only warns when the user record cannot be read, and leaves branding empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await buildUser(identity, {
      getIdToken: async () => token({ roles: ['user'] }),
      readRoles: rolesFromToken,
      fetchProfile: () => Promise.reject(new Error('500: down')),
    });
    expect(user).toMatchObject({
      organizationLogoUrl: null,
      organizationBrandName: null,
      organizationName: null,
      profileImageUrl: null,
      useOrganizationBranding: false,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('throws when the API says the account is disabled: such an account is not signed in at all', async () => {
    const disabled = new ApiError(401, JSON.stringify({ error: { code: 'ACCOUNT_DISABLED', message: 'Disabled.' } }));
    await expect(
      buildUser(identity, {
        getIdToken: async () => token({ roles: ['user'] }),
        readRoles: rolesFromToken,
        fetchProfile: () => Promise.reject(disabled),
      }),
    ).rejects.toBe(disabled);
  });

  it('defaults useOrganizationBranding to false when the record omits it', async () => {
    const user = await buildUser(identity, {
      getIdToken: async () => null,
      readRoles: rolesFromToken,
      fetchProfile: async () => ({ organizationName: 'Acme' }),
    });
    expect(user.useOrganizationBranding).toBe(false);
    expect(user.organizationName).toBe('Acme');
  });
});
