import { describe, expect, it, vi } from 'vitest';
import type { Member } from '@grantpilot/shared/contracts/organizations';
import { invalidatedBy, ORG, type ViewName } from '../../../testing/query-views';
import { useChangeMemberRole } from './change-member-role';
import { useCreateInvitation } from './create-invitation';
import { useRemoveMember } from './remove-member';
import { useResendInvitation } from './resend-invitation';
import { useRevokeInvitation } from './revoke-invitation';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ members: [], id: 'i' }))),
}));

const MEMBER = { userId: 'u-1', name: 'Ada Lovelace', role: 'editor' } as Member;

/** A member's name shows as an application's owner, a project's lead, a task's assignee. */
const SHOW_MEMBERS: ViewName[] = [
  'applicationList',
  'boardColumn',
  'application',
  'projectList',
  'projectTags',
  'project',
  'activity',
  'projectActivity',
  'members',
];
const SHOW_INVITATIONS: ViewName[] = ['activity', 'projectActivity', 'invitations'];

describe('what a team change refreshes', () => {
  it('a role changed', async () => {
    expect(await invalidatedBy(() => useChangeMemberRole(ORG), { member: MEMBER, role: 'viewer' as const })).toEqual(
      SHOW_MEMBERS,
    );
  });

  it('a member removed', async () => {
    expect(await invalidatedBy(() => useRemoveMember(ORG), MEMBER)).toEqual(SHOW_MEMBERS);
  });

  it('an invitation sent, sent again or revoked', async () => {
    expect(
      await invalidatedBy(() => useCreateInvitation(ORG), { email: 'a@example.org', role: 'editor' } as never),
    ).toEqual(SHOW_INVITATIONS);
    expect(await invalidatedBy(() => useResendInvitation(ORG), { id: 'i', email: 'a@example.org' } as never)).toEqual(
      SHOW_INVITATIONS,
    );
    expect(await invalidatedBy(() => useRevokeInvitation(ORG), { id: 'i', email: 'a@example.org' } as never)).toEqual(
      SHOW_INVITATIONS,
    );
  });
});
