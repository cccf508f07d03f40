import { Link } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from './button';

/**
 * The not-found page's words inside the signed-in layout, for a record that does not exist or
 * belongs to another organisation (the API answers both with 404, so neither is revealed).
 */
export function NotFoundState() {
  usePageTitle('Page Not Found');
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">404 - Page Not Found</h1>
      <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist.</p>
      <Button asChild>
        <Link to={ROUTES.dashboard}>Go to Dashboard</Link>
      </Button>
    </div>
  );
}
