import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createFirebaseSigner, firebaseEnv } from '../testing/firebase-tokens';
import {
  acceptInvitation,
  addMember,
  createOrganization,
  invite,
  requestAs,
  verifyEmail,
} from '../testing/org-fixtures';
import { createTestApp, keepDatabaseOpen, type TestApp, type TestUser } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * An instance that ran the built-in identity service restarts with IDENTITY_PROVIDER=firebase
 * on the same database. Its people make Firebase accounts with the same addresses: once both
 * sides have proven an address, the Firebase account takes over the built-in one's data.
 */
describe('switching an instance from the built-in identity service to Firebase', () => {
  let firebase: TestApp;
  let signer: Awaited<ReturnType<typeof createFirebaseSigner>>;
  let owner: TestUser;
  let unconfirmed: TestUser;
  let orgId: string;
  let projectId: string;
  let joinedOrgId: string;
  let vera: TestUser;
  let sam: TestUser;
  let applicationId: string;

  beforeAll(async () => {
    const database = await openTestDatabase();
    const builtIn = await createTestApp({ database: keepDatabaseOpen(database) });
    owner = await verifyEmail(builtIn, await builtIn.signUp({ name: 'Olive Owner' }));
    orgId = (await createOrganization(builtIn, owner, 'Harbour Trust')).id;
    unconfirmed = await addMember(builtIn, orgId, owner, 'editor');
    const project = await requestAs(builtIn, owner, 'POST', `/api/orgs/${orgId}/projects`, {
      name: 'Tide Gauges',
      leadUserId: owner.uid,
    });
    expect(project.statusCode, project.body).toBe(201);
    projectId = project.json().id;
    // Elsewhere the owner joined by invitation: the feed has an entry about them as a member.
    const founder = await builtIn.signUp();
    joinedOrgId = (await createOrganization(builtIn, founder, 'Lighthouse Fund')).id;
    const { token } = await invite(builtIn, joinedOrgId, founder, owner.email, 'editor');
    expect((await acceptInvitation(builtIn, owner, token)).statusCode).toBe(200);
    vera = await verifyEmail(builtIn, await addMember(builtIn, orgId, owner, 'viewer'));
    sam = await verifyEmail(builtIn, await addMember(builtIn, orgId, owner, 'viewer'));
    // Work that names the owner: an application they own, moved on (history), a task for them.
    const application = await requestAs(builtIn, owner, 'POST', `/api/orgs/${orgId}/applications`, {
      title: 'Tide Data Grant',
      currency: 'EUR',
      amountRequested: '1000',
      ownerUserId: owner.uid,
      projectId,
    });
    expect(application.statusCode, application.body).toBe(201);
    applicationId = application.json().id;
    const applicationPath = `/api/orgs/${orgId}/applications/${applicationId}`;
    expect(
      (await requestAs(builtIn, owner, 'PUT', `${applicationPath}/status`, { status: 'drafting' })).statusCode,
    ).toBe(200);
    const task = await requestAs(builtIn, owner, 'POST', `${applicationPath}/tasks`, {
      title: 'Write the budget',
      assigneeUserId: owner.uid,
    });
    expect(task.statusCode, task.body).toBe(201);
    await builtIn.close();

    signer = await createFirebaseSigner();
    firebase = await createTestApp({ env: firebaseEnv, database, identityKeysFetch: signer.keysFetch });
  });
  afterAll(() => firebase.close());

  const as = (token: string, url: string) =>
    firebase.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const userRows = (...ids: string[]) =>
    selectRows<{ id: string; email: string; passwords: number }>(
      firebase.database.db,
      sql`select id, email, (select count(*)::int from accounts where user_id = users.id) as passwords
          from users where id in ${ids} order by id`,
    );

  it('asks for a confirmed address before an account is carried over, and changes nothing meanwhile', async () => {
    const token = await signer.sign({ uid: 'fb-olive', email: owner.email, name: 'Olive Owner', emailVerified: false });
    const refused = await as(token, '/api/orgs');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `A GrantPilot account already uses ${owner.email}. Confirm your email address with the link we sent you, and that account becomes yours.`,
    );
    expect(await userRows('fb-olive', owner.uid)).toEqual([{ id: owner.uid, email: owner.email, passwords: 1 }]);
  });

  it('carries the account over once the address is confirmed: memberships, work and history follow', async () => {
    const token = await signer.sign({ uid: 'fb-olive', email: owner.email, name: 'Olive O.', emailVerified: true });
    const orgs = await as(token, '/api/orgs');
    expect(orgs.statusCode, orgs.body).toBe(200);
    expect(orgs.json().organizations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: orgId, name: 'Harbour Trust', role: 'owner' }),
        expect.objectContaining({ id: joinedOrgId, role: 'editor' }),
      ]),
    );

    const members = (await as(token, `/api/orgs/${orgId}/members`)).json().members;
    expect(members).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: 'fb-olive', name: 'Olive O.', role: 'owner' })]),
    );
    expect(members.some((member: { userId: string }) => member.userId === owner.uid)).toBe(false);
    expect((await as(token, `/api/orgs/${orgId}/projects/${projectId}`)).json().lead).toMatchObject({
      userId: 'fb-olive',
      name: 'Olive O.',
    });
    const joined = await as(token, `/api/orgs/${joinedOrgId}/activity?entityType=member&entityId=fb-olive`);
    expect(joined.json().entries).toMatchObject([{ action: expect.stringContaining('join') }]);

    const application = (await as(token, `/api/orgs/${orgId}/applications/${applicationId}`)).json();
    expect(application.owner).toMatchObject({ userId: 'fb-olive', name: 'Olive O.' });
    expect(application.tasks).toMatchObject([{ title: 'Write the budget', assignee: { userId: 'fb-olive' } }]);
    expect(application.history.at(-1)).toMatchObject({ to: 'drafting' });

    // One row, under the Firebase uid; the built-in password is retired with the old identity.
    expect(await userRows('fb-olive', owner.uid)).toEqual([{ id: 'fb-olive', email: owner.email, passwords: 0 }]);
    // The next sign-in of the new one is an ordinary one.
    const again = await signer.sign({ uid: 'fb-olive', email: owner.email, name: 'Olive O.', emailVerified: true });
    expect((await as(again, '/api/users/fb-olive')).json()).toMatchObject({ uid: 'fb-olive', email: owner.email });
  });

  it('carries an account over once when its first requests arrive together', async () => {
    // Distinct tokens, so each is verified (and recorded) afresh, as after a page load.
    const tokens = await Promise.all(
      [1, 2, 3].map((n) => signer.sign({ uid: 'fb-vera', email: vera.email, name: `Vera ${n}`, emailVerified: true })),
    );
    const responses = await Promise.all(tokens.map((token) => as(token, `/api/orgs/${orgId}/members`)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const members = responses[0]!.json().members as { userId: string; role: string }[];
    expect(members.filter((member) => member.userId === 'fb-vera')).toMatchObject([{ role: 'viewer' }]);
  });

  it('does not hand over an account whose address was never confirmed', async () => {
    const token = await signer.sign({ uid: 'fb-eddie', email: unconfirmed.email, emailVerified: true });
    const refused = await as(token, '/api/orgs');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Another GrantPilot account already uses ${unconfirmed.email}. Ask your administrator to remove it before you sign in with this one.`,
    );
    const members = (
      await as(
        await signer.sign({ uid: 'fb-olive', email: owner.email, emailVerified: true }),
        `/api/orgs/${orgId}/members`,
      )
    ).json().members;
    expect(members).toEqual(expect.arrayContaining([expect.objectContaining({ userId: unconfirmed.uid })]));
  });

  it('carries over only on a sign-in that proves the address (a password or Google)', async () => {
    const token = await signer.sign(
      { uid: 'fb-sam', email: sam.email, emailVerified: true },
      { signInProvider: 'oidc.partner-sso' },
    );
    const refused = await as(token, '/api/orgs');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Ask your administrator to remove it');
    expect(await userRows('fb-sam', sam.uid)).toEqual([{ id: sam.uid, email: sam.email, passwords: 1 }]);

    const google = await signer.sign(
      { uid: 'fb-sam', email: sam.email, emailVerified: true },
      { signInProvider: 'google.com' },
    );
    expect((await as(google, '/api/orgs')).statusCode).toBe(200);
    expect(await userRows('fb-sam', sam.uid)).toEqual([{ id: 'fb-sam', email: sam.email, passwords: 0 }]);
  });

  it('hands a carried-over account to no one else: it is a Firebase account now', async () => {
    const late = await signer.sign({ uid: 'fb-late', email: owner.email, emailVerified: true });
    const refused = await as(late, '/api/orgs');
    expect(refused.statusCode).toBe(409);
    expect(await userRows('fb-late', 'fb-olive')).toEqual([{ id: 'fb-olive', email: owner.email, passwords: 0 }]);
  });

  it('never merges two accounts: one that has a row of its own keeps it', async () => {
    const other = { uid: 'fb-other', email: 'other@example.org', emailVerified: true };
    expect((await as(await signer.sign(other), '/api/orgs')).statusCode).toBe(200);
    // The Firebase account's address is changed to the carried-over owner's.
    const response = await as(await signer.sign({ ...other, email: owner.email }), '/api/orgs');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('Ask your administrator to remove it');
  });
});
