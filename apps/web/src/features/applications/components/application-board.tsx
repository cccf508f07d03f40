import { useState } from 'react';
import {
  APPLICATION_STATUSES,
  canTransition,
  STATUS_LABELS,
  type ApplicationStatus,
} from '@grantpilot/shared/application-pipeline';
import { Button } from '../../../components/ui/button';
import type { Application } from '@grantpilot/shared/contracts/applications';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { errorMessage } from '../../../lib/notify-error';
import { useChangeApplicationStatus, type StatusMoveDetails } from '../api/change-application-status';
import type { ApplicationListState } from '../application-list-params';
import { moveAnnouncement } from '../board-moves';
import { AwardDialog } from './award-dialog';
import { BoardColumn } from './board-column';
import { useMoveToast } from './move-toast';

/**
 * The pipeline as columns, one per status, each loading its own cards a page at a time. Editors
 * move a card by dragging it or with its Move button; the move shows at once, is put back if the
 * server refuses it, and is announced either way.
 */
export function ApplicationBoard({ organization, list }: { organization: Organization; list: ApplicationListState }) {
  const canMove = roleAtLeast(organization.role, 'editor');
  const changeStatus = useChangeApplicationStatus(organization.id);
  const [dragging, setDragging] = useState<Application | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [awarding, setAwarding] = useState<{ application: Application; byKeyboard: boolean } | null>(null);
  const announceMove = useMoveToast(organization.id);
  // A phone shows one column at a time, chosen above the board.
  const [shown, setShown] = useState<ApplicationStatus>('prospect');

  const move = async (
    application: Application,
    to: ApplicationStatus,
    byKeyboard: boolean,
    details?: StatusMoveDetails,
  ) => {
    setDragging(null);
    if (!canTransition(application.status, to)) return;
    // An award asks for its amount and date first; the card moves once they are given.
    if (to === 'awarded' && !details) {
      setAwarding({ application, byKeyboard });
      return;
    }
    setFocusId(byKeyboard ? application.id : null);
    try {
      const moved = await changeStatus.mutateAsync({ application, to, details });
      setAnnouncement(moveAnnouncement(application.title, application.status, to));
      announceMove(moved);
    } catch (error) {
      setAnnouncement(moveAnnouncement(application.title, application.status, to, errorMessage(error)));
    }
  };

  return (
    <>
      <p id="board-help" className="mb-2 text-sm text-muted-foreground">
        {canMove
          ? 'Drag a card to another column, or use its Move button. Only the moves the pipeline allows are offered.'
          : 'Each column is a status of the pipeline.'}
      </p>
      <AwardDialog
        application={awarding?.application ?? null}
        onCancel={() => setAwarding(null)}
        onAward={async (application, details) => {
          const byKeyboard = awarding?.byKeyboard ?? false;
          setAwarding(null);
          await move(application, 'awarded', byKeyboard, details);
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div role="group" aria-label="Column to show" className="mb-3 flex flex-wrap gap-1.5 sm:hidden">
        {APPLICATION_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={shown === status ? 'primary' : 'outline'}
            aria-pressed={shown === status}
            onClick={() => setShown(status)}
          >
            {STATUS_LABELS[status]}
          </Button>
        ))}
      </div>
      <div
        role="region"
        aria-label="Board"
        aria-describedby="board-help"
        tabIndex={0}
        className="relative -mx-1 overflow-x-auto px-1 pb-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {/* A phone: the chosen column, full width. Wider: every column side by side, sharing a
            desktop's width from lg up, so the whole pipeline is seen without scrolling. */}
        <div className="flex flex-col gap-3 sm:min-w-max sm:flex-row sm:items-start lg:grid lg:min-w-0 lg:grid-cols-7 lg:gap-2">
          {APPLICATION_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              hiddenOnPhone={status !== shown}
              organizationId={organization.id}
              status={status}
              list={list}
              dragging={dragging}
              canMove={canMove}
              focusId={focusId}
              onMove={move}
              onDragStart={(application) => {
                setFocusId(null);
                setDragging(application);
              }}
              onDragEnd={() => setDragging(null)}
            />
          ))}
        </div>
      </div>
    </>
  );
}
