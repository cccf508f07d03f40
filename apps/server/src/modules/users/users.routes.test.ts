import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';

describe('GET /api/users/{uid}', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp();
  });
  afterAll(() => t.close());

  const get = (uid: string, token?: string) =>
    t.app.inject({ url: `/api/users/${uid}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("returns the seed's user fields, branding off and empty until organisations exist", async () => {
    const response = await get(ada.uid, ada.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uid: ada.uid,
      email: ada.email,
      displayName: 'Ada Lovelace',
      photoURL: null,
      emailVerified: false,
      organizationLogoUrl: null,
      organizationBrandName: null,
      organizationName: null,
      profileImageUrl: null,
      useOrganizationBranding: false,
    });
  });

  it('shows a profile change made through the identity service', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: ada.cookie, origin: TEST_PUBLIC_URL },
      payload: { image: 'https://example.com/ada.png' },
    });
    expect((await get(ada.uid, ada.token)).json().photoURL).toBe('https://example.com/ada.png');
  });

  it('answers reads made at once (one statement for them all) each with its own profile', async () => {
    const [first, second, third] = await Promise.all([
      get(ada.uid, ada.token),
      get(bob.uid, bob.token),
      get(ada.uid, ada.token),
    ]);
    expect([first.json().email, second.json().email, third.json().email]).toEqual([ada.email, bob.email, ada.email]);
    expect(second.json().uid).toBe(bob.uid);
  });

  it('needs a valid token (401) whose subject is the uid (403)', async () => {
    expect((await get(ada.uid)).statusCode).toBe(401);
    expect((await get(ada.uid, 'not.a.token')).statusCode).toBe(401);
    const other = await get(bob.uid, ada.token);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(bob.email);
  });

  it('never answers 5xx to odd uids', async () => {
    for (const uid of ['%00', 'x'.repeat(300), "'; drop table users; --"]) {
      const response = await get(encodeURIComponent(uid), ada.token);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
