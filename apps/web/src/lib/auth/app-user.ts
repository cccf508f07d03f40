import type { UserProfile } from '@grantpilot/shared/contracts/users';
import { isAccountDisabled } from '../api-error';
import type { AuthIdentity } from './auth-client';

/**
 * The signed-in user as the client holds it (seed §3): the identity, the roles its token claims
 * and the branding its user record carries (see buildUser).
 */
export interface AppUser extends AuthIdentity, Branding {
  roles: string[];
}

type Branding = Pick<
  UserProfile,
  'organizationLogoUrl' | 'organizationBrandName' | 'organizationName' | 'profileImageUrl' | 'useOrganizationBranding'
>;

export const NO_BRANDING: Branding = {
  organizationLogoUrl: null,
  organizationBrandName: null,
  organizationName: null,
  profileImageUrl: null,
  useOrganizationBranding: false,
};

export interface UserSources {
  /** The current ID token, or null when it cannot be had. */
  getIdToken: () => Promise<string | null>;
  /** `GET /api/users/{uid}`. */
  fetchProfile: (uid: string) => Promise<Partial<UserProfile>>;
  readRoles: (token: string | null) => string[];
}

/**
 * Seed §3/§8: roles from the token's claims (["user"] when unreadable) and branding from the
 * user record; a failed record read only logs a warning and leaves the branding empty, unless
 * the API says the account is disabled (then this throws).
 */
export async function buildUser(identity: AuthIdentity, sources: UserSources): Promise<AppUser> {
  let token: string | null = null;
  try {
    token = await sources.getIdToken();
  } catch (error) {
    console.warn('Could not read the identity token claims', error);
  }
  const roles = sources.readRoles(token);

  let branding = NO_BRANDING;
  try {
    const profile = await sources.fetchProfile(identity.uid);
    branding = {
      organizationLogoUrl: profile.organizationLogoUrl ?? null,
      organizationBrandName: profile.organizationBrandName ?? null,
      organizationName: profile.organizationName ?? null,
      profileImageUrl: profile.profileImageUrl ?? null,
      useOrganizationBranding: profile.useOrganizationBranding ?? false,
    };
  } catch (error) {
    // Not a missing record: the account may not be used at all (the caller signs it out).
    if (isAccountDisabled(error)) throw error;
    console.warn('Could not load the user record; continuing without branding', error);
  }

  return { ...identity, roles, ...branding };
}
