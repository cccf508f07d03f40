import { apiRequest } from '../api-request';

/**
 * `DELETE /api/users/{uid}`: removes the user's product data (the server refuses with 409 while
 * they are the last owner of an organisation). A hosted identity service calls it before it
 * deletes the account itself, so a refusal leaves the account as it was.
 */
export async function deleteUserData(uid: string): Promise<void> {
  await apiRequest('DELETE', `/api/users/${encodeURIComponent(uid)}`);
}
