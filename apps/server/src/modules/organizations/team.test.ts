import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  addMember,
  requestAs,
  createOrganization,
  invitationToken,
  invite,
  verifyEmail,
} from '../../testing/org-fixtures';
import { linkIn } from '../../testing/mail';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';

describe('the team', () => {
  let t: TestApp;
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olivia Owner' });
    orgId = (await createOrganization(t, owner, 'Helping Hands')).id;
  });
  afterAll(() => t.close());

  const inject = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);
  const roleOf = async (userId: string, org = orgId) =>
    (await inject(owner, 'GET', `/api/orgs/${org}/members`))
      .json()
      .members.find((m: { userId: string }) => m.userId === userId)?.role;

  describe('invitations', () => {
    it('mails a link valid for 7 days that the invited address accepts after sign-up', async () => {
      const invitee = await t.signUp({ name: 'Ian Invitee' });
      const before = Date.now();
      const { invitation, token } = await invite(t, orgId, owner, invitee.email, 'editor');
      const mail = (await t.outbox())
        .reverse()
        .find((message) => message.includes(`To: ${invitee.email}`) && message.includes('invitation='))!;
      expect(mail).toContain('Subject: Olivia Owner invited you to Helping Hands on GrantPilot');
      expect(linkIn(mail, 'invitation=')).toBe(`${TEST_PUBLIC_URL}/dashboard?invitation=${token}`);

      const preview = (await inject(invitee, 'GET', `/api/invitations/preview?token=${token}`)).json();
      expect(preview).toMatchObject({
        id: invitation.id,
        organizationName: 'Helping Hands',
        role: 'editor',
        status: 'pending',
        invitedByName: 'Olivia Owner',
      });
      const days = (Date.parse(preview.expiresAt) - before) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThan(7.01);

      const accepted = await acceptInvitation(t, invitee, token);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().activeOrganizationId).toBe(orgId);
      expect(await roleOf(invitee.uid)).toBe('editor');
      expect((await acceptInvitation(t, invitee, token)).json().error.message).toBe(
        'This invitation has already been accepted.',
      );
    });

    it('shows a signed-out holder of the link who invited them to what, and nothing more', async () => {
      const email = `signed-out-${Date.now()}@example.com`;
      const { invitation, token } = await invite(t, orgId, owner, email, 'editor');
      const publicPreview = (query: string) =>
        t.app.inject({ method: 'GET', url: `/api/invitations/public-preview?${query}` });

      const response = await publicPreview(`token=${token}`);
      expect(response.statusCode, response.body).toBe(200);
      // Not the invited address, not the invitation's id, not the organisation's.
      expect(Object.keys(response.json()).sort()).toEqual(['expiresAt', 'invitedByName', 'organizationName', 'role']);
      expect(response.json()).toMatchObject({
        organizationName: 'Helping Hands',
        invitedByName: 'Olivia Owner',
        role: 'editor',
      });
      expect(response.body).not.toContain(email);

      expect((await publicPreview('token=' + 'x'.repeat(43))).statusCode).toBe(404);
      expect((await publicPreview('token=short')).statusCode).toBe(400);
      expect((await publicPreview('')).statusCode).toBe(400);

      expect((await inject(owner, 'DELETE', `/api/orgs/${orgId}/invitations/${invitation.id}`)).statusCode).toBe(204);
      const revoked = await publicPreview(`token=${token}`);
      expect(revoked.statusCode).toBe(409);
      expect(revoked.json().error.message).toBe('This invitation was revoked. Ask the organisation for a new one.');
    });

    it('is refused, clearly, to a user signed in with another email', async () => {
      const invited = `someone-${Date.now()}@example.com`;
      const { token } = await invite(t, orgId, owner, invited, 'viewer');
      const other = await t.signUp();
      const response = await acceptInvitation(t, other, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        `This invitation was sent to ${invited}, but you are signed in as ${other.email}. Sign in with the invited address.`,
      );
    });

    it('says so when the link has expired or was revoked', async () => {
      const expiring = await t.signUp();
      const { invitation, token } = await invite(t, orgId, owner, expiring.email, 'viewer');
      await t.database.db.execute(
        sql`update invitations set expires_at = now() - interval '1 minute' where id = ${invitation.id}`,
      );
      expect((await inject(expiring, 'GET', `/api/invitations/preview?token=${token}`)).json().status).toBe('expired');
      const expired = await acceptInvitation(t, expiring, token);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error.message).toBe('This invitation has expired. Ask the organisation to send it again.');

      const revokedUser = await t.signUp();
      const second = await invite(t, orgId, owner, revokedUser.email, 'viewer');
      expect((await inject(owner, 'DELETE', `/api/orgs/${orgId}/invitations/${second.invitation.id}`)).statusCode).toBe(
        204,
      );
      const revoked = await acceptInvitation(t, revokedUser, second.token);
      expect(revoked.json().error.message).toBe('This invitation was revoked. Ask the organisation for a new one.');
      expect((await inject(revokedUser, 'GET', '/api/invitations/preview?token=' + 'x'.repeat(43))).statusCode).toBe(
        404,
      );
    });

    it('resends with a new link; the old one stops working', async () => {
      const invitee = await t.signUp();
      const { invitation, token: first } = await invite(t, orgId, owner, invitee.email, 'viewer');
      expect((await inject(owner, 'POST', `/api/orgs/${orgId}/invitations/${invitation.id}/resend`)).statusCode).toBe(
        204,
      );
      const second = await invitationToken(t, invitee.email);
      expect(second).not.toBe(first);
      expect((await acceptInvitation(t, invitee, first)).statusCode).toBe(404);
      expect((await acceptInvitation(t, invitee, second)).statusCode).toBe(200);
    });

    it('refuses a second open invitation, an existing member, and an admin inviting an owner', async () => {
      const email = `twice-${Date.now()}@example.com`;
      await invite(t, orgId, owner, email, 'viewer');
      const again = await inject(owner, 'POST', `/api/orgs/${orgId}/invitations`, { email, role: 'viewer' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(`${email} already has an open invitation. Resend it instead.`);

      const member = await addMember(t, orgId, owner, 'viewer');
      const existing = await inject(owner, 'POST', `/api/orgs/${orgId}/invitations`, {
        email: member.email,
        role: 'viewer',
      });
      expect(existing.statusCode).toBe(409);

      const admin = await addMember(t, orgId, owner, 'admin');
      const ownerInvite = await inject(admin, 'POST', `/api/orgs/${orgId}/invitations`, {
        email: 'boss@example.com',
        role: 'owner',
      });
      expect(ownerInvite.statusCode).toBe(403);

      const badEmail = await inject(owner, 'POST', `/api/orgs/${orgId}/invitations`, {
        email: 'not-an-email',
        role: 'viewer',
      });
      expect(badEmail.json().error.details).toEqual([{ path: 'body.email', message: 'must be an email address' }]);
    });

    it('lists open invitations on the dashboard only for a verified address', async () => {
      const invitee = await t.signUp();
      const { invitation } = await invite(t, orgId, owner, invitee.email, 'editor');
      expect((await inject(invitee, 'GET', '/api/invitations')).json().invitations).toEqual([]);
      const byIdUnverified = await inject(invitee, 'POST', '/api/invitations/accept', { invitationId: invitation.id });
      expect(byIdUnverified.statusCode).toBe(403);

      const verified = await verifyEmail(t, invitee);
      const listed = (await inject(verified, 'GET', '/api/invitations')).json().invitations;
      expect(listed).toEqual([
        expect.objectContaining({ id: invitation.id, organizationName: 'Helping Hands', role: 'editor' }),
      ]);
      expect(
        (await inject(verified, 'POST', '/api/invitations/accept', { invitationId: invitation.id })).statusCode,
      ).toBe(200);
    });
  });

  describe('roles and ownership', () => {
    it('lets an admin change and remove editors, but not touch, make or remove an owner', async () => {
      const admin = await addMember(t, orgId, owner, 'admin');
      const editor = await addMember(t, orgId, owner, 'editor');
      expect(
        (await inject(admin, 'PATCH', `/api/orgs/${orgId}/members/${editor.uid}`, { role: 'viewer' })).statusCode,
      ).toBe(200);
      expect(await roleOf(editor.uid)).toBe('viewer');

      const demote = await inject(admin, 'PATCH', `/api/orgs/${orgId}/members/${owner.uid}`, { role: 'admin' });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().error.message).toBe('Only an owner can make, change or remove an owner');
      expect(
        (await inject(admin, 'PATCH', `/api/orgs/${orgId}/members/${editor.uid}`, { role: 'owner' })).statusCode,
      ).toBe(403);
      expect((await inject(admin, 'DELETE', `/api/orgs/${orgId}/members/${owner.uid}`)).statusCode).toBe(403);

      expect((await inject(admin, 'DELETE', `/api/orgs/${orgId}/members/${editor.uid}`)).statusCode).toBe(200);
      expect(await roleOf(editor.uid)).toBeUndefined();
    });

    it('keeps at least one owner: the last owner cannot be demoted, removed or leave', async () => {
      const soloOwner = await t.signUp();
      const org = (await createOrganization(t, soloOwner, 'One Owner Org')).id;
      await addMember(t, org, soloOwner, 'admin');
      const message = 'An organisation must keep at least one owner. Make someone else an owner first.';

      const demote = await inject(soloOwner, 'PATCH', `/api/orgs/${org}/members/${soloOwner.uid}`, { role: 'admin' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toBe(message);
      const leave = await inject(soloOwner, 'DELETE', `/api/me/memberships/${org}`);
      expect(leave.statusCode).toBe(409);
      expect(leave.json().error.message).toMatch(/last owner/);
      expect((await inject(soloOwner, 'DELETE', `/api/orgs/${org}/members/${soloOwner.uid}`)).statusCode).toBe(400);
    });

    it('transfers ownership: the new owner owns, the previous one stays as admin', async () => {
      const first = await t.signUp();
      const org = (await createOrganization(t, first, 'Handover Org')).id;
      const successor = await addMember(t, org, first, 'editor');
      const response = await inject(first, 'POST', `/api/orgs/${org}/transfer-ownership`, { userId: successor.uid });
      expect(response.statusCode).toBe(200);
      const roles = Object.fromEntries(
        response.json().members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
      );
      expect(roles).toEqual({ [first.uid]: 'admin', [successor.uid]: 'owner' });
      // Now the previous owner may leave.
      expect((await inject(first, 'DELETE', `/api/me/memberships/${org}`)).statusCode).toBe(200);
    });

    it('lists members with role and join date', async () => {
      const members = (await inject(owner, 'GET', `/api/orgs/${orgId}/members`)).json().members;
      expect(members[0]).toMatchObject({ userId: owner.uid, name: 'Olivia Owner', email: owner.email, role: 'owner' });
      expect(Date.parse(members[0].joinedAt)).not.toBeNaN();
    });
  });

  describe('the activity log', () => {
    it('records each change with who, what and when, newest first, a page at a time', async () => {
      const org = (await createOrganization(t, owner, 'Busy Org')).id;
      const member = await addMember(t, org, owner, 'editor');
      await inject(owner, 'PATCH', `/api/orgs/${org}/members/${member.uid}`, { role: 'viewer' });
      await inject(owner, 'PATCH', `/api/orgs/${org}`, { name: 'Busier Org' });

      const first = (await inject(owner, 'GET', `/api/orgs/${org}/activity?limit=2`)).json();
      expect(first.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
        'renamed the organisation to Busier Org',
        `changed ${member.name}'s role from editor to viewer`,
      ]);
      expect(first.entries[0]).toMatchObject({ actorName: 'Olivia Owner', action: 'organization.updated' });
      const second = (
        await inject(owner, 'GET', `/api/orgs/${org}/activity?limit=2&cursor=${first.nextCursor}`)
      ).json();
      expect(second.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
        'joined as editor',
        `invited ${member.email} as editor`,
      ]);
      const third = (
        await inject(owner, 'GET', `/api/orgs/${org}/activity?limit=2&cursor=${second.nextCursor}`)
      ).json();
      expect(third).toEqual({
        entries: [expect.objectContaining({ summary: 'created the organisation Busy Org' })],
        nextCursor: null,
      });

      expect((await inject(owner, 'GET', `/api/orgs/${org}/activity?cursor=garbage`)).statusCode).toBe(400);
      expect((await inject(owner, 'GET', `/api/orgs/${org}/activity?limit=1000`)).statusCode).toBe(400);
    });

    it('writes nothing when the change fails', async () => {
      const org = (await createOrganization(t, owner, 'Quiet Org')).id;
      await inject(owner, 'PATCH', `/api/orgs/${org}/members/${owner.uid}`, { role: 'viewer' });
      const entries = (await inject(owner, 'GET', `/api/orgs/${org}/activity`)).json().entries;
      expect(entries).toHaveLength(1);
    });
  });
});
