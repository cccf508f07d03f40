import { ORGANIZATION_ROLES, roleAtLeast, type OrganizationRole } from '@grantpilot/shared/organization-roles';

/**
 * The server's team rules, mirrored so the page offers only what will be accepted: admins and
 * owners manage the team, only an owner touches or makes an owner, and nobody edits themself
 * here (leaving and transferring ownership have their own actions).
 */
export function mayManageMember(actorRole: OrganizationRole, isSelf: boolean, memberRole: OrganizationRole) {
  if (isSelf || !roleAtLeast(actorRole, 'admin')) return false;
  return memberRole !== 'owner' || actorRole === 'owner';
}

/** The roles an actor may hand out, strongest first. */
export function assignableRoles(actorRole: OrganizationRole): OrganizationRole[] {
  if (!roleAtLeast(actorRole, 'admin')) return [];
  return ORGANIZATION_ROLES.filter((role) => role !== 'owner' || actorRole === 'owner');
}

export function roleLabel(role: OrganizationRole) {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
