import { usePageTitle } from '../../lib/use-page-title';

/** Marker the production-build check looks for; it must never appear in apps/web/dist. */
export const E2E_HOOK_MARKER = 'grantpilot-e2e-crash-hook';
export const CRASH_FLAG_KEY = 'e2e_crash';

/**
 * Test-only: throws while the session flag is set, so the error boundary can be seen, and
 * renders once the test clears it, so 'Try Again' can be seen to render again.
 */
export function CrashPage() {
  usePageTitle('Crash test');
  if (window.sessionStorage.getItem(CRASH_FLAG_KEY) === 'on') {
    throw new Error(`${E2E_HOOK_MARKER}: a rendering error on purpose`);
  }
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Rendered again</h1>
      <p data-marker={E2E_HOOK_MARKER}>The page rendered without an error.</p>
    </main>
  );
}
