/**
 * Roles in an organisation and their order (PRODUCT.md §3). Kept free of zod so the web app's
 * navigation can ask "may this role do that?" without loading the validation library.
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

const ROLE_RANK: Record<OrganizationRole, number> = { owner: 4, admin: 3, editor: 2, viewer: 1 };

/** True when `role` may do what `required` may do. */
export function roleAtLeast(role: OrganizationRole, required: OrganizationRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

/** What each role may do, in the words the team page shows. */
export const ROLE_DESCRIPTIONS: Record<OrganizationRole, string> = {
  owner: 'Everything, including deleting the organisation and transferring ownership',
  admin: 'Manages the team, branding and settings',
  editor: 'Creates and changes projects, applications, documents and analyses',
  viewer: 'Reads everything, changes nothing',
};

/** "an editor", "a viewer": the role as a sentence says it. */
export function roleWithArticle(role: OrganizationRole) {
  return `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
}
