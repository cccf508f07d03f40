import { useId, useState } from 'react';
import { STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { Application } from '@grantpilot/shared/contracts/applications';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useBoardColumn } from '../api/get-board-column';
import type { ApplicationListState } from '../application-list-params';
import { dropState } from '../board-moves';
import { BoardCard } from './board-card';

const HINTS = {
  idle: null,
  source: 'Moving from here',
  accepts: 'Drop here to move',
  refuses: 'Cannot move here',
} as const;

/**
 * One status of the board. While a card is dragged, the column says whether it takes it; only a
 * column the pipeline allows is a drop target at all.
 */
export function BoardColumn({
  organizationId,
  status,
  list,
  dragging,
  canMove,
  focusId,
  onMove,
  onDragStart,
  onDragEnd,
  hiddenOnPhone = false,
}: {
  hiddenOnPhone?: boolean;
  organizationId: string;
  status: ApplicationStatus;
  list: ApplicationListState;
  dragging: Application | null;
  canMove: boolean;
  focusId: string | null;
  onMove: (application: Application, to: ApplicationStatus, byKeyboard: boolean) => void;
  onDragStart: (application: Application) => void;
  onDragEnd: () => void;
}) {
  const column = useBoardColumn(organizationId, status, list);
  const [over, setOver] = useState(false);
  const headingId = useId();
  const state = dropState(dragging?.status ?? null, status);
  const applications = column.data?.pages.flatMap((page) => page.applications) ?? [];
  const first = column.data?.pages[0];
  const total = first?.total ?? 0;
  const exact = first?.totalExact ?? true;
  const accepts = state === 'accepts';

  return (
    <section
      aria-labelledby={headingId}
      data-drop={state}
      className={cn(
        'flex w-full flex-col gap-2 rounded-lg border border-border bg-surface-muted p-2 sm:w-72 sm:shrink-0 lg:w-auto lg:min-w-0 lg:p-1.5',
        hiddenOnPhone && 'max-sm:hidden',
        accepts && 'border-2 border-dashed border-primary',
        accepts && over && 'bg-accent',
        state === 'refuses' && 'opacity-60',
      )}
      onDragOver={
        accepts
          ? (event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (!over) setOver(true);
            }
          : undefined
      }
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={
        accepts
          ? (event) => {
              event.preventDefault();
              setOver(false);
              if (dragging) onMove(dragging, status, false);
            }
          : undefined
      }
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 px-1 text-sm font-semibold">
        {STATUS_LABELS[status]}{' '}
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {column.data ? `${total}${exact ? '' : '+'}` : '…'}
          <span className="sr-only">{total === 1 && exact ? ' application' : ' applications'}</span>
        </span>
      </h2>
      {HINTS[state] ? (
        <p className={cn('px-1 text-xs font-medium', accepts ? 'text-primary' : 'text-muted-foreground')}>
          {HINTS[state]}
        </p>
      ) : null}
      {column.isPending ? (
        <p className="flex items-center gap-2 px-1 py-4 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Loading…
        </p>
      ) : null}
      {column.isError ? <ErrorPanel error={column.error} onRetry={() => column.refetch()} /> : null}
      {column.isSuccess && applications.length === 0 ? (
        <p className="px-1 py-4 text-sm text-muted-foreground">No applications</p>
      ) : null}
      {applications.length ? (
        <ul aria-labelledby={headingId} className="flex flex-col gap-2">
          {applications.map((application) => (
            <BoardCard
              key={application.id}
              application={application}
              canMove={canMove}
              focusOnMount={focusId === application.id}
              onMove={(to, byKeyboard) => onMove(application, to, byKeyboard)}
              onDragStart={() => onDragStart(application)}
              onDragEnd={onDragEnd}
            />
          ))}
        </ul>
      ) : null}
      {column.hasNextPage ? (
        <Button variant="outline" size="sm" disabled={column.isFetchingNextPage} onClick={() => column.fetchNextPage()}>
          {column.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          {exact ? `Show more (${total - applications.length} left)` : 'Show more'}
        </Button>
      ) : null}
    </section>
  );
}
