import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@grantpilot/shared/constants';
import type { AppUser } from '../../lib/auth/app-user';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../../lib/auth/auth-context';
import { preloadRoute } from '../preload-route';
import { ProtectedRoute, SignedInPageFallback } from './protected-route';
import { PublicOnlyRoute } from './public-only-route';

const user = {
  uid: 'u1',
  email: 'a@example.org',
  displayName: 'Ann',
  emailVerified: false,
  roles: ['user'],
} as AppUser;

function renderAt(path: string, status: AuthStatus, options: { verify?: boolean; signedInUser?: AppUser | null } = {}) {
  const auth = { status, user: options.signedInUser ?? (status === 'authenticated' ? user : null) } as AuthContextValue;
  const router = createMemoryRouter(
    [
      {
        element: <ProtectedRoute requireEmailVerification={options.verify} />,
        children: [{ path: '/projects/new', element: <h1>New Project</h1> }],
      },
      {
        element: <PublicOnlyRoute />,
        // Loads a moment later, as the real page does, so what the guard shows meanwhile can be seen.
        children: [
          {
            path: '/auth/login',
            lazy: () => new Promise((resolve) => setTimeout(() => resolve({ Component: () => <h1>Sign in</h1> }), 50)),
          },
        ],
      },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/auth/verify-email', element: <h1>Verify your email address</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

// Both guards load the destination's page code before navigating (the sign-in page is a chunk of
// its own, decision 049), and fall back to a full reload after 100 ms (seed §4). The first load of
// that code in a test run is the test runner compiling the app, not what a browser does: done once
// here, before the clock matters.
beforeAll(async () => {
  await Promise.all([preloadRoute('/dashboard'), preloadRoute('/projects/new'), preloadRoute('/auth/login')]);
}, 60_000);

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('ProtectedRoute (seed §2)', () => {
  it("shows 'Checking authentication...' with a spinner while loading", () => {
    renderAt('/projects/new', 'loading');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Checking authentication...');
    expect(status.querySelector('svg')).not.toBeNull();
  });

  it("remembers the path, says 'Redirecting...' and goes to /auth/login", async () => {
    const router = renderAt('/projects/new?tab=1', 'unauthenticated');
    expect(screen.getByText('Redirecting...')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/projects/new?tab=1');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the page to a signed-in user without asking for verification', () => {
    renderAt('/projects/new', 'authenticated');
    expect(screen.getByRole('heading', { name: 'New Project' })).toBeInTheDocument();
  });

  it('can require a verified email (to /auth/verify-email)', async () => {
    const router = renderAt('/projects/new', 'authenticated', { verify: true });
    await screen.findByRole('heading', { name: 'Verify your email address' });
    expect(router.state.location.pathname).toBe('/auth/verify-email');
  });
});

// The guard first loads the next page's real code (preload-route.ts): its modules, transformed on
// first use in a test run, take longer than findBy's default second on a busy machine.
const PRELOAD = { timeout: 10_000 };

describe('PublicOnlyRoute (seed §2, §6)', () => {
  it('sends a signed-in user from /auth/login to /dashboard', async () => {
    const router = renderAt('/auth/login', 'authenticated');
    await screen.findByRole('heading', { name: 'Dashboard' }, PRELOAD);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in user to the remembered path and clears it', async () => {
    localStorage.setItem(STORAGE_KEYS.returnPath, '/projects/new');
    const router = renderAt('/auth/login', 'authenticated');
    await screen.findByRole('heading', { name: 'New Project' }, PRELOAD);
    expect(router.state.location.pathname).toBe('/projects/new');
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBeNull();
  });

  it('shows the form to a visitor', async () => {
    renderAt('/auth/login', 'unauthenticated');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('SignedInPageFallback (decision 044)', () => {
  function renderFallbackAt(path: string, status: AuthStatus) {
    const auth = { status, user: status === 'authenticated' ? user : null } as AuthContextValue;
    const router = createMemoryRouter(
      [
        {
          HydrateFallback: SignedInPageFallback,
          // Never loads: what shows is what the router shows while a page's code is on its way.
          lazy: () => new Promise<never>(() => undefined),
          children: [{ path: '*', element: <h1>Page</h1> }],
        },
      ],
      { initialEntries: [path] },
    );
    return render(
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>,
    );
  }

  it("shows the guard's own screens on a page behind it while its code loads", () => {
    renderFallbackAt('/dashboard', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
  });

  it('says only that the page is loading once the session is read', () => {
    renderFallbackAt('/projects/p1', 'authenticated');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows nothing on a page outside the guard', () => {
    const { container } = renderFallbackAt('/auth/forgot-password', 'loading');
    expect(container).toBeEmptyDOMElement();
  });
});
