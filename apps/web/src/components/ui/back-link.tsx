import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

/** The way back from a record to its list ("All applications"), above the record's title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'mb-3 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground',
        focusRing,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
