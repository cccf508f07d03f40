import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedInvitation } from '@grantpilot/shared/contracts/organizations';

/** `GET /api/invitations/preview?token=…`: what an emailed link is, and whether it still works. */
export function getInvitationPreviewQueryOptions(token: string) {
  return queryOptions<ReceivedInvitation>({
    queryKey: [`/api/invitations/preview?token=${encodeURIComponent(token)}`],
    staleTime: 0,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery(getInvitationPreviewQueryOptions(token));
}
