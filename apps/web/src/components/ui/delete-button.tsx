import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Delete, among a record's actions. It asks first, saying what goes with the record, since
 * nothing brings it back; a refusal is shown in the dialog, which stays open.
 */
export function DeleteButton({
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}
