/** The organisations module as other modules see it: memberships, members and the profile. */
export { listMembers } from './members.service';
import type { activeBranding } from './organizations.service';

/** What the users module joins to an account's row for its profile (organisations.service). */
export type ActiveBranding = typeof activeBranding;
export {
  activeBranding,
  findMembership,
  getOrganizationProfile,
  listMemberUserIds,
  listMyOrganizations,
} from './organizations.service';
