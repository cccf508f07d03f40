import type { ApplicationDetail } from '@grantpilot/shared/contracts/applications';

/** What the application page's working cards (status, tasks) are given. */
export interface ApplicationCardProps {
  organizationId: string;
  application: ApplicationDetail;
  /** Whether the viewer may change the application. */
  canEdit: boolean;
  /** The card's place on the page, for its entrance. */
  index: number;
}
