import { Link } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">404 - Page Not Found</h1>
      <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist.</p>
      <Button asChild>
        <Link to={ROUTES.dashboard}>Go to Dashboard</Link>
      </Button>
    </main>
  );
}
