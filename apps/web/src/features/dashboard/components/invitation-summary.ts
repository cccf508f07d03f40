import { roleWithArticle } from '@grantpilot/shared/organization-roles';
import type { ReceivedInvitation } from '@grantpilot/shared/contracts/organizations';

/** "Grace Hopper invited you to join Analytical Engines as an editor." */
export function invitationSentence(
  invitation: Pick<ReceivedInvitation, 'invitedByName' | 'organizationName' | 'role'>,
) {
  const who = invitation.invitedByName ?? 'A colleague';
  return `${who} invited you to join ${invitation.organizationName} as ${roleWithArticle(invitation.role)}.`;
}

/** Why a link no longer works, in words that say what to do next. */
export const CLOSED_INVITATION_TEXT: Record<Exclude<ReceivedInvitation['status'], 'pending'>, string> = {
  expired: 'This invitation has expired. Ask the person who invited you to send it again.',
  revoked: 'This invitation was revoked. Ask the organisation for a new one if you still need access.',
  accepted: 'This invitation has already been accepted.',
};
