import { STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import type { StatusMove } from '@grantpilot/shared/contracts/applications';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useUndoStatusChange } from '../api/undo-status-change';

/**
 * Says a move was made, with an Undo that takes it back exactly (an award's amount and dates
 * too): a card dropped on the wrong column, or a status chosen by mistake, costs one click.
 */
export function useMoveToast(organizationId: string) {
  const undo = useUndoStatusChange(organizationId);
  return (move: StatusMove) => {
    const status = STATUS_LABELS[move.status].toLowerCase();
    toast({
      title: 'Status changed',
      description: `${move.title} is now ${status}.`,
      action: {
        label: 'Undo',
        altText: `Undo moving ${move.title} to ${status}`,
        onAction: async () => {
          try {
            const undone = await undo.mutateAsync({ applicationId: move.id, changeId: move.change.id });
            toast({
              title: 'Move undone',
              description: `${undone.title} is ${STATUS_LABELS[undone.status].toLowerCase()} again.`,
            });
          } catch (error) {
            notifyError(error, 'Move not undone');
          }
        },
      },
    });
  };
}
