import type { Rolldown } from 'vite';

/**
 * What a page behind the signed-in guard needs before it can draw its first screen: the data
 * layout (the query client), the app's layout (sidebar, phone menu) and the dashboard, where
 * signing in lands (seed §2).
 */
const FIRST_SCREEN = [
  '/src/app/data-layout.tsx',
  '/src/app/layouts/app-layout.tsx',
  '/src/features/dashboard/dashboard-page.tsx',
];

/** The toasts' region, which every page loads after its first bundle (app/provider.tsx). */
const TOASTS = '/src/components/ui/toaster.tsx';

/** The Firebase client, which the app loads at its start when Firebase signs users in (app/start.tsx). */
const FIREBASE_CLIENT = '/src/lib/auth/firebase-auth-client.ts';

/**
 * The sign-in and create-account pages, lazy routes since decision 049: their forms' library
 * (react-hook-form) is no longer in the first bundle, and a signed-in page never loads it.
 */
const SIGN_IN_PAGES = ['/src/features/auth/pages/login-page.tsx', '/src/features/auth/pages/register-page.tsx'];

const isOneOf = (files: string[]) => (id: string) => files.some((file) => id.endsWith(file));

/**
 * The `codeSplitting` groups (decision 044, amended by 046). Left to the bundler, the code the
 * dashboard needs beyond the first bundle came as 45 files, most of them 1–2 KB (an icon, a helper
 * shared by two pages): on a phone each is a request of its own and a round trip the page waited
 * for. The groups make one chunk of the signed-in first screen, and keep the first bundle one
 * file (left alone, the bundler split what it shares with a lazy page's code, React Router and
 * small components, into files the landing and sign-in pages then loaded one by one).
 *
 * Every group takes its modules with all their dependencies that no group of a higher priority
 * has taken (`includeDependenciesRecursively`, the bundler's default), so a group's chunk imports
 * only the chunks of higher groups, never the reverse, and the bundler's own chunks (the other
 * pages) import the groups': no cycle, so every module's dependencies run before it. The withdrawn
 * first version took modules without their dependencies and made a cycle (the navigation's icons
 * undefined after a sign-in); `build/chunk-order.ts` fails the build on any cycle.
 *
 * The order: the first bundle (what the entry imports statically), then the toasts' region and
 * the Firebase client (which the landing and sign-in pages load too: what they share with the
 * first screen must not draw the signed-in chunk onto those pages), then the signed-in chunk, then
 * the sign-in pages (one chunk with their forms' code, below the signed-in one so that nothing the
 * dashboard needs lands in it; the two share nothing today, which the build's output shows: the
 * sign-in chunk imports only the first bundle and the toasts').
 */
export const CODE_SPLITTING_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 5 },
  { name: 'toaster', test: isOneOf([TOASTS]), priority: 4 },
  { name: 'firebase-auth-client', test: isOneOf([FIREBASE_CLIENT]), priority: 3 },
  { name: 'signed-in', test: isOneOf(FIRST_SCREEN), priority: 2 },
  { name: 'sign-in', test: isOneOf(SIGN_IN_PAGES), priority: 1 },
];
