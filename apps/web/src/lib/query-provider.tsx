import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let pageClient: QueryClient | undefined;

/** The page's one query client: every part of the app that reads the API shares its cache. */
export function appQueryClient() {
  pageClient ??= createQueryClient();
  return pageClient;
}

/**
 * Gives `children` the page's query client, unless a provider above already does (a test's own
 * client, or an outer part of the app). The landing, sign-in and create-account pages load no
 * data-fetching library (decision 035), so it is not provided at the top of the app: the pages
 * that read the API (routes.tsx's data layout), the theme's server sync and the invitation notice
 * provide it with their own code.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
