import { ActivityFeed } from '../../../components/activity-feed';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { useDashboard } from '../api/get-dashboard';
import { AwardedChart } from './awarded-chart';
import { FirstSteps } from './first-steps';
import { KEY_FIGURE_CARDS, KeyFigures } from './key-figures';
import { MyTasks } from './my-tasks';
import { PipelineChart } from './pipeline-chart';
import { UpcomingDeadlines } from './upcoming-deadlines';

/** The dashboard of an organisation: figures, deadlines, charts, activity (PRODUCT.md §10). */
export function OrganizationOverview({ organizationId }: { organizationId: string }) {
  const dashboard = useDashboard(organizationId);
  if (dashboard.isPending) return <LoadingPanel label="Loading the dashboard…" />;
  if (dashboard.isError) return <ErrorPanel error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  const data = dashboard.data;
  const applications = data.pipeline.reduce((total, { count }) => total + count, 0);
  let index = KEY_FIGURE_CARDS;
  return (
    <div className="flex flex-col gap-6">
      <KeyFigures dashboard={data} />
      {applications === 0 && data.activeProjects === 0 ? (
        // A new organisation: what to do first, instead of empty charts.
        <FirstSteps startIndex={index} />
      ) : (
        <>
          <MyTasks organizationId={organizationId} index={index++} />
          <div className="grid gap-6 lg:grid-cols-2">
            <UpcomingDeadlines items={data.upcomingDeadlines} index={index++} />
            <PipelineChart pipeline={data.pipeline} index={index++} />
          </div>
          <AwardedChart rows={data.awardedPerQuarter} index={index++} />
        </>
      )}
      <ActivityFeed organizationId={organizationId} title="Recent activity" index={index + 3} />
    </div>
  );
}
