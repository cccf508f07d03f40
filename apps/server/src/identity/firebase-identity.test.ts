import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from '@grantpilot/shared/contracts/client-config';
import { createFirebaseSigner, FIREBASE_TEST_PROJECT, firebaseEnv } from '../testing/firebase-tokens';
import { invitationToken } from '../testing/org-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The server with IDENTITY_PROVIDER=firebase: it trusts tokens signed with Google's keys for
 * the configured project and nothing else. Google's key endpoint is played by a local key set;
 * `firebase-emulator.emulator.test.ts` runs the same path against the real Auth emulator.
 */
describe('Firebase identity', () => {
  let t: TestApp;
  let signer: Awaited<ReturnType<typeof createFirebaseSigner>>;
  let webDist: string;
  let counter = 0;

  const newUser = (overrides: { name?: string; emailVerified?: boolean; roles?: unknown; email?: string } = {}) => {
    counter += 1;
    return {
      uid: `firebase-uid-${counter}`,
      email: `fb${counter}@example.com`,
      name: `Firebase User ${counter}`,
      ...overrides,
    };
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const profile = (uid: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: as(token) });

  beforeAll(async () => {
    signer = await createFirebaseSigner();
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-web-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>GrantPilot</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      env: firebaseEnv,
      webDistDir: webDist,
      identityKeysFetch: signer.keysFetch,
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('accepts a token Google signed for the project, and keeps a user row from its claims', async () => {
    const user = newUser();
    const response = await profile(user.uid, await signer.sign(user));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      uid: user.uid,
      email: user.email,
      displayName: user.name,
      emailVerified: false,
    });

    // A renamed account: the next token carries the new name and the row follows.
    const renamed = await signer.sign({ ...user, name: 'Renamed In Firebase', emailVerified: true });
    expect((await profile(user.uid, renamed)).json()).toMatchObject({
      displayName: 'Renamed In Firebase',
      emailVerified: true,
    });
  });

  it('lists an account without a display name by its email', async () => {
    const nameless = { uid: 'firebase-nameless', email: 'nameless@example.com' };
    const token = await signer.sign(nameless);
    expect((await profile(nameless.uid, token)).json().displayName).toBeNull();
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: as(token),
      payload: { name: 'Quiet Trust' },
    });
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/orgs/${org.json().id}/members`,
      headers: as(token),
    });
    expect(members.json().members).toMatchObject([{ name: 'nameless@example.com', email: 'nameless@example.com' }]);
  });

  it('rejects unsigned tokens, other projects, other issuers, tokens from the future and overlong uids', async () => {
    const user = newUser();
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const rejected = [
      await signer.unsigned(user),
      await signer.sign(user, { aud: 'another-project' }),
      await signer.sign(user, { iss: 'https://securetoken.google.com/another-project' }),
      await signer.sign(user, { authTime: inAnHour }),
      await signer.sign(user, { iat: inAnHour }),
      await signer.sign({ ...user, uid: 'u'.repeat(129) }),
    ];
    for (const token of rejected) {
      const response = await profile(user.uid, token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    // None of them left a user behind.
    expect((await profile(user.uid, await signer.sign(user))).json().displayName).toBe(user.name);
  });

  it('turns the built-in identity routes off and tells the web app to use Firebase', async () => {
    for (const url of ['/api/auth/get-session', '/api/auth/jwks', '/api/auth/token']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'x@example.com', password: 'long enough', name: 'X' },
    });
    expect(signUp.statusCode).toBe(404);
    expect(t.app.identity).toBeNull();

    const expected = {
      identityProvider: 'firebase',
      firebase: {
        apiKey: firebaseEnv.FIREBASE_API_KEY,
        authDomain: firebaseEnv.FIREBASE_AUTH_DOMAIN,
        projectId: FIREBASE_TEST_PROJECT,
        appId: firebaseEnv.FIREBASE_APP_ID,
        googleSignIn: false,
      },
    };
    const config = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual(expected);

    const element = new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">(.*?)</script>`);
    for (const url of ['/auth/login', '/index.html']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(JSON.parse(element.exec(page.body)?.[1] ?? 'null')).toEqual(expected);
    }
  });

  it("opens the Content-Security-Policy to Firebase's endpoints and lets its popup report back", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(csp).toContain("script-src 'self' https://apis.google.com");
    expect(csp).toContain(`frame-src https://${firebaseEnv.FIREBASE_AUTH_DOMAIN}`);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  // Carrying a built-in account over once both sides proved the address: provider-switch.test.ts.
  it("never hands one Firebase account's data to another, whatever either has proven", async () => {
    const first = newUser({ emailVerified: true });
    const firstToken = await signer.sign(first);
    expect((await profile(first.uid, firstToken)).statusCode).toBe(200);
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: as(firstToken),
      payload: { name: 'Kept Trust' },
    });
    expect(org.statusCode).toBe(201);

    // Its owner may have moved to another address in Firebase: whoever proves the old one next
    // gets a refusal, not the team.
    for (const emailVerified of [false, true]) {
      const second = newUser({ email: first.email, emailVerified });
      const refused = await profile(second.uid, await signer.sign(second));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        `Another GrantPilot account already uses ${first.email}. Ask your administrator to remove it before you sign in with this one.`,
      );
    }
    const orgs = await t.app.inject({ method: 'GET', url: '/api/orgs', headers: as(firstToken) });
    expect(orgs.json().organizations).toMatchObject([{ id: org.json().id, role: 'owner' }]);
  });

  describe('account deletion', () => {
    const remove = (uid: string, token?: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${uid}`, ...(token ? { headers: as(token) } : {}) });

    it("deletes only the caller's own product data", async () => {
      const owner = newUser({ emailVerified: true });
      const other = newUser({ emailVerified: true });
      const ownerToken = await signer.sign(owner);
      const otherToken = await signer.sign(other);
      expect((await profile(other.uid, otherToken)).statusCode).toBe(200);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/orgs',
        headers: as(ownerToken),
        payload: { name: 'Solo Trust' },
      });
      expect(created.statusCode).toBe(201);

      expect((await remove(owner.uid)).statusCode).toBe(401);
      expect((await remove(other.uid, ownerToken)).statusCode).toBe(403);
      expect((await profile(other.uid, otherToken)).statusCode).toBe(200);

      const deleted = await remove(owner.uid, ownerToken);
      expect(deleted.statusCode, deleted.body).toBe(204);
      // Its only-member organisation went with it; the identity (Firebase's) is the client's to delete.
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/orgs/${created.json().id}`, headers: as(otherToken) }))
          .statusCode,
      ).toBe(404);
      // Tokens of sign-ins before the deletion stay valid until they expire, yet bring nothing
      // back: the one in use, and a new one refreshed from that sign-in.
      const again = await remove(owner.uid, ownerToken);
      expect(again.statusCode).toBe(401);
      expect(again.json().error.message).toBe('This account has been deleted.');
      const refreshed = await signer.sign(owner, { authTime: Math.floor(Date.now() / 1000) - 60 });
      expect((await profile(owner.uid, refreshed)).statusCode).toBe(401);

      // The identity outlived the deletion (its own deletion failed): a new sign-in starts afresh.
      const signedInAgain = await signer.sign(owner, { authTime: Math.ceil(Date.now() / 1000) + 1 });
      const fresh = await profile(owner.uid, signedInAgain);
      expect(fresh.statusCode, fresh.body).toBe(200);
      const orgs = await t.app.inject({ method: 'GET', url: '/api/orgs', headers: as(signedInAgain) });
      expect(orgs.json().organizations).toEqual([]);
    });

    it('refuses, deleting nothing, while the user is the last owner of a team', async () => {
      const owner = newUser({ emailVerified: true });
      const member = newUser({ emailVerified: true });
      const ownerToken = await signer.sign(owner);
      const memberToken = await signer.sign(member);
      const org = (
        await t.app.inject({
          method: 'POST',
          url: '/api/orgs',
          headers: as(ownerToken),
          payload: { name: 'Shared Trust' },
        })
      ).json<{ id: string }>();
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/orgs/${org.id}/invitations`,
        headers: as(ownerToken),
        payload: { email: member.email, role: 'editor' },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const token = await invitationToken(t, member.email);
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/invitations/accept',
        headers: as(memberToken),
        payload: { token },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);

      const refused = await remove(owner.uid, ownerToken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'You are the last owner of Shared Trust. Transfer ownership or delete the organisation before deleting your account.',
      );
      expect((await profile(owner.uid, ownerToken)).statusCode).toBe(200);
      const members = await t.app.inject({
        method: 'GET',
        url: `/api/orgs/${org.id}/members`,
        headers: as(memberToken),
      });
      expect(members.json().members).toHaveLength(2);
    });
  });
});
