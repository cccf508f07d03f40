import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { ActivityFeedCard } from '../../../components/activity-feed';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { useActivity } from '../../../lib/activity/get-activity';
import { useDashboard } from '../api/get-dashboard';
import { useMyTasks } from '../api/get-my-tasks';
import { AwardedChart } from './awarded-chart';
import { FirstSteps } from './first-steps';
import { KEY_FIGURE_CARDS, KeyFigures } from './key-figures';
import { MyTasks } from './my-tasks';
import { PipelineChart } from './pipeline-chart';
import { UpcomingDeadlines } from './upcoming-deadlines';

/**
 * The dashboard of an organisation: figures, deadlines, charts, activity (PRODUCT.md §10). Its
 * three reads go out together (decision 035), and the cards show once the figures and the tasks
 * are in, so none moves the others down as it arrives; the activity, last on the page, may follow.
 * The cards are drawn in a transition (a deferred value): the reads' answers come in as urgent
 * updates, which React draws in one go, and drawing every card at once held a phone's main thread
 * for a third of a second; deferred, React yields to the browser as it goes (decision 044). A
 * dashboard whose reads are cached already draws at once.
 *
 * What a phone shows first (the key figures, the tasks) is drawn on its own; the cards below it
 * follow in a second transition once that is on screen (decision 050): one commit of every card
 * and its layout made a long task of their own. They are added below what is drawn, so nothing
 * moves; each card keeps its place in the stagger.
 */
export function OrganizationOverview({ organizationId }: { organizationId: string }) {
  const dashboard = useDashboard(organizationId);
  const myTasks = useMyTasks(organizationId);
  const activity = useActivity(organizationId);
  const answered = !dashboard.isPending && !myTasks.isPending;
  const drawCards = useDeferredValue(answered);
  const cardsDrawn = answered && drawCards;
  const [drawLowerCards, setDrawLowerCards] = useState(false);
  useEffect(() => {
    if (cardsDrawn) startTransition(() => setDrawLowerCards(true));
  }, [cardsDrawn]);
  if (!cardsDrawn) return <LoadingPanel label="Loading the dashboard…" />;
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
          <MyTasks myTasks={myTasks} index={index++} />
          {drawLowerCards ? (
            <>
              <div className="grid gap-6 lg:grid-cols-2">
                <UpcomingDeadlines items={data.upcomingDeadlines} index={index++} />
                <PipelineChart pipeline={data.pipeline} index={index++} />
              </div>
              <AwardedChart rows={data.awardedPerQuarter} index={index++} />
            </>
          ) : null}
        </>
      )}
      {drawLowerCards ? <ActivityFeedCard activity={activity} title="Recent activity" index={index + 3} /> : null}
    </div>
  );
}
