import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import { applicationPath } from '@grantpilot/shared/constants';
import type { Application } from '@grantpilot/shared/contracts/applications';
import { Button, focusRing } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { moveTargets } from '../board-moves';
import { DeadlineText } from '../../../components/applications/deadline-text';

/**
 * The keyboard's and screen reader's way to move a card: a button that opens the list of the
 * moves the pipeline allows from here (no other is offered). Escape closes it.
 */
function MoveMenu({
  application,
  focusOnMount,
  onMove,
}: {
  application: Application;
  focusOnMount: boolean;
  onMove: (to: ApplicationStatus) => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const targets = moveTargets(application.status);

  // A card moved by keyboard lands in another column as a new element: focus follows it there.
  useEffect(() => {
    if (focusOnMount) toggle.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  if (!targets.length) return null;
  return (
    <div
      className="mt-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <Button
        ref={toggle}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        Move<span className="sr-only"> {application.title}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Button>
      {open ? (
        <ul id={listId} aria-label={`Move ${application.title} to`} className="mt-2 flex flex-col gap-1">
          {targets.map((to, index) => (
            <li key={to}>
              <Button
                ref={index === 0 ? first : undefined}
                variant="ghost"
                size="sm"
                className="w-full justify-start"
                onClick={() => {
                  setOpen(false);
                  onMove(to);
                }}
              >
                <span className="sr-only">Move to </span>
                {STATUS_LABELS[to]}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One application on the board: what it is, who funds it, what it asks, when it is due. */
export function BoardCard({
  application,
  canMove,
  focusOnMount,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  application: Application;
  canMove: boolean;
  focusOnMount: boolean;
  onMove: (to: ApplicationStatus, byKeyboard: boolean) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  return (
    <li
      draggable={canMove}
      data-application-id={application.id}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', application.title);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(
        // Zone names and amounts wrap anywhere: a desktop's seven columns are narrow.
        'flex min-w-0 flex-col gap-1 rounded-md border border-border bg-surface p-3 text-sm shadow-sm [overflow-wrap:anywhere] lg:p-2',
        canMove && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <Link
        to={applicationPath(application.id)}
        draggable={false}
        className={cn('rounded-sm font-medium break-words text-primary underline-offset-4 hover:underline', focusRing)}
      >
        {application.title}
      </Link>
      <p className="text-muted-foreground">{application.funder?.name ?? 'No funder yet'}</p>
      {application.amountRequested !== null ? (
        <p>
          <Money amount={application.amountRequested} currency={application.currency} />
        </p>
      ) : null}
      {application.deadline ? (
        <DeadlineText deadline={application.deadline} status={application.status} className="text-xs" />
      ) : null}
      {canMove ? (
        <MoveMenu application={application} focusOnMount={focusOnMount} onMove={(to) => onMove(to, true)} />
      ) : null}
    </li>
  );
}
