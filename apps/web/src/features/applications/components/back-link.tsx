import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function BackToApplications() {
  return (
    <Link
      to={ROUTES.applications}
      className={cn(
        'mb-3 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground',
        focusRing,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All applications
    </Link>
  );
}
