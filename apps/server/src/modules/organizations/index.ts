/** The organisations module as other modules see it: memberships, members and the profile. */
export { listMembers } from './members.service';
export {
  findMembership,
  getOrganizationProfile,
  listMemberUserIds,
  listMyOrganizations,
} from './organizations.service';
