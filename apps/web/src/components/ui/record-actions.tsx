import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { Button } from './button';
import { DeleteButton } from './delete-button';

/**
 * What the user's role allows on a record: editors edit (and what `extra` offers); admins and
 * owners may also delete, after confirming. Viewers see none of it.
 */
export function RecordActions({
  role,
  onEdit,
  extra,
  remove,
  children,
}: {
  role: OrganizationRole;
  onEdit: () => void;
  extra?: ReactNode;
  remove: { title: string; description: string; confirmLabel: string; onConfirm: () => Promise<void> };
  /** The edit dialog. */
  children?: ReactNode;
}) {
  if (!roleAtLeast(role, 'editor')) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      {extra}
      {roleAtLeast(role, 'admin') ? <DeleteButton {...remove} /> : null}
      {children}
    </div>
  );
}
