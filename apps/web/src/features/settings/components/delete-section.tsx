import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';

/**
 * A settings card for deleting something for good. Its button opens a dialog whose form asks
 * the person to type what goes, so a slip of the mouse deletes nothing; closing the dialog
 * forgets what was typed (`onClose`), so the next opening starts empty.
 */
export function DeleteSection({
  index,
  headingId,
  title,
  description,
  dialogTitle,
  dialogDescription,
  onClose,
  children,
}: {
  index: number;
  headingId: string;
  /** "Delete account": the card's title, and with an ellipsis its button's label. */
  title: string;
  description: ReactNode;
  dialogTitle: string;
  dialogDescription: ReactNode;
  onClose: () => void;
  /** The confirmation form; `close` is its Cancel. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card enterIndex={index} aria-labelledby={headingId} className="border-destructive">
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {`${title}…`}
        </Button>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) onClose();
          }}
          title={dialogTitle}
          description={dialogDescription}
        >
          {children(() => setOpen(false))}
        </Dialog>
      </CardContent>
    </Card>
  );
}
