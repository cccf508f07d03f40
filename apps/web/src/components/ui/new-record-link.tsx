import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from './button';

/** The way to a "new" page ("New Project"), in a list's header or its empty state. */
export function NewRecordLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </Button>
  );
}
