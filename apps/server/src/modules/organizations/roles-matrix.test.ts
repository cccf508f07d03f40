import type { OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createOrganization } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

type Action = (org: { id: string; target: TestUser }) => { method: string; url: string; payload?: object };

/** Each action on a fresh organisation, as each role: allowed (2xx) or refused (403). */
const ACTIONS: Record<string, { action: Action; allowed: OrganizationRole[] }> = {
  'read the organisation': {
    action: ({ id }) => ({ method: 'GET', url: `/api/orgs/${id}` }),
    allowed: ['owner', 'admin', 'editor', 'viewer'],
  },
  'list members': {
    action: ({ id }) => ({ method: 'GET', url: `/api/orgs/${id}/members` }),
    allowed: ['owner', 'admin', 'editor', 'viewer'],
  },
  'read activity': {
    action: ({ id }) => ({ method: 'GET', url: `/api/orgs/${id}/activity` }),
    allowed: ['owner', 'admin', 'editor', 'viewer'],
  },
  'rename the organisation': {
    action: ({ id }) => ({ method: 'PATCH', url: `/api/orgs/${id}`, payload: { name: 'Renamed' } }),
    allowed: ['owner', 'admin'],
  },
  'set the profile for funding calls': {
    action: ({ id }) => ({
      method: 'PATCH',
      url: `/api/orgs/${id}`,
      payload: {
        profileType: 'charity',
        profileCountry: 'GB',
        annualBudgetAmount: '1000',
        annualBudgetCurrency: 'GBP',
      },
    }),
    allowed: ['owner', 'admin'],
  },
  'list invitations': {
    action: ({ id }) => ({ method: 'GET', url: `/api/orgs/${id}/invitations` }),
    allowed: ['owner', 'admin'],
  },
  'invite an editor': {
    action: ({ id }) => ({
      method: 'POST',
      url: `/api/orgs/${id}/invitations`,
      payload: { email: `n${Date.now()}@example.com`, role: 'editor' },
    }),
    allowed: ['owner', 'admin'],
  },
  "change an editor's role": {
    action: ({ id, target }) => ({
      method: 'PATCH',
      url: `/api/orgs/${id}/members/${target.uid}`,
      payload: { role: 'viewer' },
    }),
    allowed: ['owner', 'admin'],
  },
  'remove an editor': {
    action: ({ id, target }) => ({ method: 'DELETE', url: `/api/orgs/${id}/members/${target.uid}` }),
    allowed: ['owner', 'admin'],
  },
  'transfer ownership': {
    action: ({ id, target }) => ({
      method: 'POST',
      url: `/api/orgs/${id}/transfer-ownership`,
      payload: { userId: target.uid },
    }),
    allowed: ['owner'],
  },
  'delete the organisation': {
    action: ({ id }) => ({ method: 'DELETE', url: `/api/orgs/${id}`, payload: { confirmName: 'Matrix Org' } }),
    allowed: ['owner'],
  },
};

describe('roles × actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const [name, { action, allowed }] of Object.entries(ACTIONS)) {
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const expected = allowed.includes(role) ? 'allowed' : 'refused';
      it(`${role} → ${name}: ${expected}`, async () => {
        const owner = await t.signUp();
        const org = await createOrganization(t, owner, 'Matrix Org');
        const actor = role === 'owner' ? owner : await addMember(t, org.id, owner, role);
        const target = await addMember(t, org.id, owner, 'editor');
        const request = action({ id: org.id, target });
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: bearer(actor),
          ...(request.payload ? { payload: request.payload } : {}),
        });
        if (expected === 'allowed') expect(response.statusCode, response.body).toBeLessThan(300);
        else expect(response.statusCode, response.body).toBe(403);
      });
    }
  }
});
