import { ActivityFeed } from '../../../components/activity-feed';

/** Who changed the project or its applications and when, newest first, a page at a time. */
export function ProjectActivityCard({
  organizationId,
  projectId,
  index,
}: {
  organizationId: string;
  projectId: string;
  index: number;
}) {
  return (
    <ActivityFeed
      organizationId={organizationId}
      entity={{ type: 'project', id: projectId }}
      title="Activity"
      index={index}
    />
  );
}
