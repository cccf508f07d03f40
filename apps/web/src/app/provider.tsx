import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { useHydrated } from '../lib/use-hydrated';

// Its own chunk (Radix's toast primitives): no page needs it to draw, so it comes after.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' region, once the app runs in the browser: not in the landing page rendered at build
 * time (decisions 035, 041), so the first render in the browser matches that HTML. Toasts raised before
 * it has loaded wait in the store and show when it does.
 */
function ToasterInBrowser() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * What every page runs in. No query client here: the landing, sign-in and create-account pages
 * load no data-fetching library (decision 035); the parts that read the API bring it
 * (lib/query-provider.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ThemeProvider>
        {children}
        <ToasterInBrowser />
      </ThemeProvider>
    </AuthProvider>
  );
}
