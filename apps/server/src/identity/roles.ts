import { ADMIN_ROLE, DEFAULT_ROLES } from '@grantpilot/shared/constants';

/** Roles carried in the ID token: everyone is a user; listed emails are instance administrators. */
export function rolesFor(email: string, adminEmails: readonly string[]): string[] {
  return adminEmails.includes(email.toLowerCase()) ? [...DEFAULT_ROLES, ADMIN_ROLE] : [...DEFAULT_ROLES];
}
