import { Link } from 'react-router';
import { ListChecks } from 'lucide-react';
import { applicationPath } from '@grantpilot/shared/constants';
import { Badge } from '../../../components/ui/badge';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { browserTimeZone, isDayPast } from '../../../lib/deadline-format';
import { formatDate } from '../../../lib/format-date';
import type { useMyTasks } from '../api/get-my-tasks';

/**
 * The signed-in member's open tasks across the organisation's applications, soonest due first,
 * each linking to its application: what a grant manager does next, without opening every bid.
 * The dashboard reads them (with its figures, in parallel) and hands the query over.
 */
export function MyTasks({ myTasks, index }: { myTasks: ReturnType<typeof useMyTasks>; index: number }) {
  const zone = browserTimeZone();
  const tasks = myTasks.data?.tasks ?? [];
  return (
    <Card enterIndex={index} aria-labelledby="my-tasks-heading" className="flex flex-col">
      <h2
        id="my-tasks-heading"
        className="flex items-center gap-2 border-b border-border px-5 py-3 text-sm font-semibold"
      >
        <ListChecks aria-hidden="true" className="size-4" />
        My tasks
        {tasks.length ? <span className="font-normal text-muted-foreground">({tasks.length} open)</span> : null}
      </h2>
      {myTasks.isPending ? (
        <p role="status" className="px-5 py-4 text-sm text-muted-foreground">
          Loading your tasks…
        </p>
      ) : myTasks.isError ? (
        <p role="alert" className="px-5 py-4 text-sm">
          Your tasks could not be loaded.{' '}
          <button type="button" className={cn('rounded-sm underline', focusRing)} onClick={() => myTasks.refetch()}>
            Try again
          </button>
        </p>
      ) : tasks.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground">
          Nothing assigned to you is open. Tasks others give you on an application appear here.
        </p>
      ) : (
        <ol aria-label="My open tasks" className="divide-y divide-border">
          {tasks.map((task) => (
            <li key={task.id} className="flex flex-col gap-0.5 px-5 py-3 text-sm">
              <span className="font-medium break-words">{task.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <Link
                  to={applicationPath(task.application.id)}
                  className={cn('rounded-sm break-words text-primary underline-offset-4 hover:underline', focusRing)}
                >
                  {task.application.title}
                </Link>
                <span>· {task.dueDate ? `due ${formatDate(task.dueDate)}` : 'no due date'}</span>
                {task.dueDate && isDayPast(task.dueDate, zone) ? <Badge tone="warning">Overdue</Badge> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
