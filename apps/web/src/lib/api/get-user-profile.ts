import type { UserProfile } from '@grantpilot/shared/contracts/users';
import { apiRequest } from '../api-request';

/** `GET /api/users/{uid}` (seed §7): the profile and the organisation's branding. */
export async function getUserProfile(uid: string): Promise<UserProfile> {
  return (await apiRequest('GET', `/api/users/${encodeURIComponent(uid)}`)).json();
}
