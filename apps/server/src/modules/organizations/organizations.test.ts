import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createOrganization, requestAs } from '../../testing/org-fixtures';
import { getOrganizationProfile } from './index';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';

// A real 1×1 PNG: logos are decoded, so a file that only looks like one is refused.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('organisations', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const inject = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);

  it('creates an organisation with its creator as owner and makes it active', async () => {
    const first = await createOrganization(t, owner, 'First Foundation');
    const second = await createOrganization(t, owner, 'Second Society');
    const mine = (await inject(owner, 'GET', '/api/orgs')).json();
    expect(mine.activeOrganizationId).toBe(second.id);
    expect(mine.organizations.map((org: { name: string; role: string }) => [org.name, org.role])).toEqual([
      ['Second Society', 'owner'],
      ['First Foundation', 'owner'],
    ]);

    const switched = await inject(owner, 'PUT', '/api/me/active-organization', { organizationId: first.id });
    expect(switched.json().activeOrganizationId).toBe(first.id);
    expect((await inject(owner, 'GET', '/api/orgs')).json().activeOrganizationId).toBe(first.id);
  });

  it('refuses a name that is too short, naming the field', async () => {
    const response = await inject(owner, 'POST', '/api/orgs', { name: ' x ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'body.name', message: 'must be at least 2 characters' }]);
  });

  it('cannot switch to an organisation one does not belong to', async () => {
    const stranger = await t.signUp();
    const theirs = await createOrganization(t, stranger, 'Not Yours');
    expect((await inject(owner, 'PUT', '/api/me/active-organization', { organizationId: theirs.id })).statusCode).toBe(
      404,
    );
    expect(
      (await inject(owner, 'PUT', '/api/me/active-organization', { organizationId: randomUUID() })).statusCode,
    ).toBe(404);
  });

  it("shows the active organisation's branding in GET /api/users/{uid}", async () => {
    const org = await createOrganization(t, owner, 'Branded Trust');
    const patch = await inject(owner, 'PATCH', `/api/orgs/${org.id}`, {
      brandName: 'BT Grants',
      useOrganizationBranding: true,
    });
    expect(patch.statusCode).toBe(200);
    const logo = await t.app.inject({
      method: 'PUT',
      url: `/api/orgs/${org.id}/logo`,
      headers: { ...bearer(owner), 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(logo.statusCode, logo.body).toBe(200);

    const profile = (await inject(owner, 'GET', `/api/users/${owner.uid}`)).json();
    expect(profile).toMatchObject({
      organizationName: 'Branded Trust',
      organizationBrandName: 'BT Grants',
      useOrganizationBranding: true,
      organizationLogoUrl: logo.json().logoUrl,
    });
    expect(profile.organizationLogoUrl).toMatch(/^\/api\/logos\/[0-9a-f-]{36}$/);
  });

  it('follows the organisation selected last, and a rename shows at the next profile read', async () => {
    const first = await createOrganization(t, owner, 'Aardvark Foundation');
    const second = await createOrganization(t, owner, 'Zebra Fund');
    const profile = async () => (await inject(owner, 'GET', `/api/users/${owner.uid}`)).json();
    expect((await inject(owner, 'PUT', '/api/me/active-organization', { organizationId: second.id })).statusCode).toBe(
      200,
    );
    expect(await profile()).toMatchObject({ organizationName: 'Zebra Fund', organizationLogoUrl: null });
    expect((await inject(owner, 'PUT', '/api/me/active-organization', { organizationId: first.id })).statusCode).toBe(
      200,
    );
    expect(await profile()).toMatchObject({ organizationName: 'Aardvark Foundation' });
    expect((await inject(owner, 'PATCH', `/api/orgs/${first.id}`, { name: 'Aardvark Trust' })).statusCode).toBe(200);
    expect(await profile()).toMatchObject({ organizationName: 'Aardvark Trust' });
  });

  describe('the logo', () => {
    let orgId: string;
    beforeAll(async () => {
      orgId = (await createOrganization(t, owner, 'Logo Lab')).id;
    });
    const upload = (body: Buffer | string, contentType = 'image/png') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orgs/${orgId}/logo`,
        headers: { ...bearer(owner), 'content-type': contentType },
        payload: body,
      });

    it('is served from our origin, cached for good, unable to run script', async () => {
      const { logoUrl } = (await upload(PNG)).json();
      const served = await t.app.inject(logoUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // Decoded and encoded afresh: the same picture, not necessarily the same bytes.
      const stored = await sharp(served.rawPayload).metadata();
      const sent = await sharp(PNG).metadata();
      expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
        format: 'png',
        width: sent.width,
        height: sent.height,
      });

      const replaced = (await upload(PNG)).json().logoUrl;
      expect(replaced).not.toBe(logoUrl);
      expect((await t.app.inject(logoUrl)).statusCode).toBe(404);
    });

    it('is checked from its bytes, not from what the client says it is', async () => {
      const fake = await upload('<html><script>alert(1)</script></html>', 'image/png');
      expect(fake.statusCode).toBe(415);
      expect(fake.json().error.message).toBe('The logo must be a PNG, JPEG, WebP or SVG image');
      const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/png');
      expect(gif.statusCode).toBe(415);
    });

    it('keeps only real images: a PNG signature followed by HTML, or a cut-off PNG, is refused', async () => {
      const before = (await t.app.inject({ method: 'GET', url: `/api/orgs/${orgId}`, headers: bearer(owner) })).json();
      const signatureThenHtml = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]);
      for (const body of [signatureThenHtml, PNG.subarray(0, PNG.length - 20)]) {
        const response = await upload(body);
        expect(response.statusCode).toBe(415);
        expect(response.json().error.message).toBe('The logo is not a readable PNG image');
      }
      const after = (await t.app.inject({ method: 'GET', url: `/api/orgs/${orgId}`, headers: bearer(owner) })).json();
      expect(after.logoUrl).toBe(before.logoUrl);
    });

    it('takes an SVG only sanitised', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4" onclick="x()"/><foreignObject><div>hi</div></foreignObject></svg>';
      const response = await upload(svg, 'image/svg+xml');
      expect(response.statusCode, response.body).toBe(200);
      const served = await t.app.inject(response.json().logoUrl);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.body).toContain('<circle');
      expect(served.body).not.toMatch(/script|onload|onclick|foreignObject/i);
    });

    it('is at most 1 MB', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      const response = await upload(big);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe('The logo must be at most 1 MB');
    });

    it('can be removed', async () => {
      await upload(PNG);
      const response = await t.app.inject({ method: 'DELETE', url: `/api/orgs/${orgId}/logo`, headers: bearer(owner) });
      expect(response.json().logoUrl).toBeNull();
    });
  });

  describe('the profile for funding calls', () => {
    const activity = async (orgId: string) =>
      (await inject(owner, 'GET', `/api/orgs/${orgId}/activity?entityType=organization&entityId=${orgId}`))
        .json()
        .entries.map((entry: { summary: string }) => entry.summary);

    it("is empty at first, then set, read back, logged in the page's words and cleared", async () => {
      const org = await createOrganization(t, owner, 'Profiled Trust');
      expect((await inject(owner, 'GET', `/api/orgs/${org.id}`)).json().profile).toEqual({
        type: null,
        country: null,
        annualBudget: null,
      });

      const set = await inject(owner, 'PATCH', `/api/orgs/${org.id}`, {
        profileType: 'charity',
        profileCountry: 'gb',
        annualBudgetAmount: '1200000',
        annualBudgetCurrency: 'gbp',
      });
      expect(set.statusCode, set.body).toBe(200);
      const profile = { type: 'charity', country: 'GB', annualBudget: { amount: '1200000.00', currency: 'GBP' } };
      expect(set.json().profile).toEqual(profile);
      expect((await inject(owner, 'GET', `/api/orgs/${org.id}`)).json().profile).toEqual(profile);
      const listed = (await inject(owner, 'GET', '/api/orgs')).json();
      expect(listed.organizations.find((o: { id: string }) => o.id === org.id).profile).toEqual(profile);
      expect(await getOrganizationProfile(t.database.db, org.id)).toEqual(profile);
      expect((await activity(org.id))[0]).toBe(
        'set the organisation type to Charity, set the country to United Kingdom, set the annual budget to GBP 1,200,000.00',
      );

      // The same values again change nothing, and log nothing.
      const again = await inject(owner, 'PATCH', `/api/orgs/${org.id}`, {
        annualBudgetAmount: '1200000.00',
        annualBudgetCurrency: 'GBP',
      });
      expect(again.statusCode).toBe(200);
      expect(await activity(org.id)).toHaveLength(2);

      const yen = await inject(owner, 'PATCH', `/api/orgs/${org.id}`, {
        annualBudgetAmount: '5000000',
        annualBudgetCurrency: 'JPY',
      });
      expect(yen.json().profile.annualBudget).toEqual({ amount: '5000000', currency: 'JPY' });
      expect((await activity(org.id))[0]).toBe('set the annual budget to JPY 5,000,000');

      const cleared = await inject(owner, 'PATCH', `/api/orgs/${org.id}`, {
        profileType: null,
        profileCountry: null,
        annualBudgetAmount: null,
        annualBudgetCurrency: null,
      });
      expect(cleared.json().profile).toEqual({ type: null, country: null, annualBudget: null });
      expect(await getOrganizationProfile(t.database.db, org.id)).toEqual({
        type: null,
        country: null,
        annualBudget: null,
      });
      expect((await activity(org.id))[0]).toBe(
        'removed the organisation type, removed the country, removed the annual budget',
      );
    });

    it('refuses an unknown type, country or amount, naming each field', async () => {
      const org = await createOrganization(t, owner, 'Strict Society');
      const refused = async (payload: object) => {
        const response = await inject(owner, 'PATCH', `/api/orgs/${org.id}`, payload);
        expect(response.statusCode, response.body).toBe(400);
        return response.json().error.details.map((detail: { path: string }) => detail.path);
      };
      expect(await refused({ profileType: 'cooperative' })).toEqual(['body.profileType']);
      for (const country of ['UK', 'EU', 'ZZ', 'GBR', 'G1', '']) {
        expect(await refused({ profileCountry: country })).toEqual(['body.profileCountry']);
      }
      expect(await refused({ annualBudgetAmount: '12.345', annualBudgetCurrency: 'EUR' })).toEqual([
        'body.annualBudgetAmount',
      ]);
      expect(await refused({ annualBudgetAmount: '100.5', annualBudgetCurrency: 'JPY' })).toEqual([
        'body.annualBudgetAmount',
      ]);
      expect(await refused({ annualBudgetAmount: '1,000', annualBudgetCurrency: 'EUR' })).toEqual([
        'body.annualBudgetAmount',
      ]);
      expect(await refused({ annualBudgetAmount: '1000', annualBudgetCurrency: 'XYZ' })).toEqual([
        'body.annualBudgetCurrency',
      ]);
      expect(await refused({ annualBudgetAmount: '1000' })).toEqual(['body.annualBudgetCurrency']);
      expect(await refused({ annualBudgetAmount: '1000', annualBudgetCurrency: null })).toEqual([
        'body.annualBudgetCurrency',
      ]);
      expect(await refused({ annualBudgetAmount: null, annualBudgetCurrency: 'EUR' })).toEqual([
        'body.annualBudgetAmount',
      ]);
      expect((await inject(owner, 'GET', `/api/orgs/${org.id}`)).json().profile.type).toBeNull();
    });

    it('is changed by admins and owners only, and only in their own organisation', async () => {
      const org = await createOrganization(t, owner, 'Guarded Group');
      const payload = { profileType: 'university' };
      const admin = await addMember(t, org.id, owner, 'admin');
      expect((await inject(admin, 'PATCH', `/api/orgs/${org.id}`, payload)).statusCode).toBe(200);
      for (const role of ['editor', 'viewer'] as const) {
        const member = await addMember(t, org.id, owner, role);
        expect((await inject(member, 'PATCH', `/api/orgs/${org.id}`, { profileType: 'company' })).statusCode).toBe(403);
        // Everyone in the organisation reads it.
        expect((await inject(member, 'GET', `/api/orgs/${org.id}`)).json().profile.type).toBe('university');
      }
      const stranger = await t.signUp();
      await createOrganization(t, stranger, 'Elsewhere');
      expect((await inject(stranger, 'PATCH', `/api/orgs/${org.id}`, { profileType: 'company' })).statusCode).toBe(404);
      expect((await inject(stranger, 'GET', `/api/orgs/${org.id}`)).statusCode).toBe(404);
      await expect(getOrganizationProfile(t.database.db, randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  it('is deleted with all its data once the owner types its name', async () => {
    const org = await createOrganization(t, owner, 'Short Lived');
    const member = await addMember(t, org.id, owner, 'editor');
    const wrong = await inject(owner, 'DELETE', `/api/orgs/${org.id}`, { confirmName: 'short lived' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].path).toBe('body.confirmName');

    expect((await inject(owner, 'DELETE', `/api/orgs/${org.id}`, { confirmName: 'Short Lived' })).statusCode).toBe(204);
    expect((await inject(owner, 'GET', `/api/orgs/${org.id}`)).statusCode).toBe(404);
    const memberOrgs = (await inject(member, 'GET', '/api/orgs')).json();
    expect(memberOrgs.organizations).toEqual([]);
    const leftovers = await t.database.db.execute(
      sql`select (select count(*)::int from memberships where organization_id = ${org.id}) +
                 (select count(*)::int from invitations where organization_id = ${org.id}) +
                 (select count(*)::int from activity_log where organization_id = ${org.id}) as count`,
    );
    expect((leftovers as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(0);
  });

  describe('deleting an account', () => {
    const deleteAccount = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/delete-user',
        headers: { cookie: user.cookie, origin: TEST_PUBLIC_URL },
        payload: { password: user.password },
      });

    it('is refused, with the reason, while the user is the last owner of an organisation with members', async () => {
      const lastOwner = await t.signUp();
      const org = await createOrganization(t, lastOwner, 'Needs An Owner');
      await addMember(t, org.id, lastOwner, 'admin');
      const response = await deleteAccount(lastOwner);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        'You are the last owner of Needs An Owner. Transfer ownership or delete the organisation before deleting your account.',
      );
    });

    it('takes organisations where the user is alone with it', async () => {
      const loner = await t.signUp();
      const org = await createOrganization(t, loner, 'Solo Org');
      expect((await deleteAccount(loner)).statusCode).toBe(200);
      const rows = await t.database.db.execute(
        sql`select count(*)::int as count from organizations where id = ${org.id}`,
      );
      expect((rows as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(0);
    });
  });
});
