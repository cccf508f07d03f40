import { expect } from 'vitest';
import type { OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import { linkIn } from './mail';
import { eventually, TEST_PUBLIC_URL, type TestApp, type TestUser } from './test-app';

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

export async function createOrganization(t: TestApp, owner: TestUser, name = 'Helping Hands') {
  const response = await t.app.inject({ method: 'POST', url: '/api/orgs', headers: bearer(owner), payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; name: string }>();
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(t: TestApp, email: string) {
  const mail = await eventually(async () =>
    (await t.outbox()).reverse().find((message) => message.includes(`To: ${email}`) && message.includes('invitation=')),
  );
  return new URL(linkIn(mail, 'invitation=')).searchParams.get('invitation')!;
}

export async function invite(t: TestApp, orgId: string, by: TestUser, email: string, role: OrganizationRole) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orgs/${orgId}/invitations`,
    headers: bearer(by),
    payload: { email, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { invitation: response.json<{ id: string }>(), token: await invitationToken(t, email) };
}

export async function acceptInvitation(t: TestApp, user: TestUser, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: bearer(user), payload: { token } });
}

/** A new user who joined the organisation with `role` through a real invitation. */
export async function addMember(t: TestApp, orgId: string, owner: TestUser, role: OrganizationRole) {
  const user = await t.signUp();
  const { token } = await invite(t, orgId, owner, user.email, role);
  const response = await acceptInvitation(t, user, token);
  expect(response.statusCode, response.body).toBe(200);
  return user;
}

/** Follows the verification link from the outbox, then returns a fresh token with email_verified. */
export async function verifyEmail(t: TestApp, user: TestUser): Promise<TestUser> {
  const mail = await eventually(async () =>
    (await t.outbox()).find((message) => message.includes(`To: ${user.email}`) && message.includes('verify-email')),
  );
  const link = new URL(linkIn(mail, '/api/auth/verify-email'));
  await t.app.inject({ url: link.pathname + link.search, headers: { origin: TEST_PUBLIC_URL } });
  return { ...user, token: await t.idToken(user.cookie) };
}

/** A request as `user`, with a JSON body when one is given. */
export function requestAs(t: TestApp, user: TestUser, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
