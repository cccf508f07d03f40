/** The organisations module as other modules see it: memberships and members. */
export { listMembers } from './members.service';
export { findMembership, listMyOrganizations } from './organizations.service';
