import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPublicPreview } from '@grantpilot/shared/contracts/organizations';

/**
 * `GET /api/invitations/public-preview?token=…`: who invited the holder of an emailed link to
 * which organisation, shown on the sign-in pages before there is an account to accept with.
 */
export function getInvitationPublicPreviewQueryOptions(token: string) {
  return queryOptions<InvitationPublicPreview>({
    queryKey: [`/api/invitations/public-preview?token=${encodeURIComponent(token)}`],
  });
}

export function useInvitationPublicPreview(token: string) {
  return useQuery(getInvitationPublicPreviewQueryOptions(token));
}
