import { ADMIN_ROLE, DEFAULT_ROLES } from '@grantpilot/shared/constants';

/**
 * Roles carried in the ID token: everyone is a user; listed emails are instance administrators
 * once verified (anyone can sign up with an address they do not own).
 */
export function rolesFor(email: string, emailVerified: boolean, adminEmails: readonly string[]): string[] {
  return emailVerified && adminEmails.includes(email.toLowerCase())
    ? [...DEFAULT_ROLES, ADMIN_ROLE]
    : [...DEFAULT_ROLES];
}
