import { usePageTitle } from '../../lib/use-page-title';

/**
 * Test-only: no product route requires a verified email (seed §2), so the guard's option is
 * exercised in the browser through this page.
 */
export function VerifiedOnlyPage() {
  usePageTitle('Verified only');
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Verified users only</h1>
    </main>
  );
}
