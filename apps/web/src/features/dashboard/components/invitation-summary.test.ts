import { describe, expect, it } from 'vitest';
import { invitationSentence } from './invitation-summary';

const invitation = {
  id: 'i1',
  organizationName: 'Analytical Engines',
  email: 'charles@example.org',
  role: 'editor' as const,
  status: 'pending' as const,
  invitedByName: 'Ada Lovelace',
  expiresAt: '2026-11-30T00:00:00.000Z',
};

describe('invitationSentence', () => {
  it('says who invited whom to what, with the right article', () => {
    expect(invitationSentence(invitation)).toBe('Ada Lovelace invited you to join Analytical Engines as an editor.');
    expect(invitationSentence({ ...invitation, role: 'viewer', invitedByName: null })).toBe(
      'A colleague invited you to join Analytical Engines as a viewer.',
    );
  });
});
