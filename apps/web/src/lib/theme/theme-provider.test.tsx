import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppUser } from '../auth/app-user';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../auth/auth-context';
import { createQueryClient } from '../query-client';
import { useTheme } from './theme-context';
import { ThemeProvider } from './theme-provider';

const api = vi.hoisted(() => ({
  calls: [] as { method: string; url: string; body?: unknown }[],
  darkMode: true,
  /** When set, reads wait for it: the read still on the way. */
  readGate: null as Promise<void> | null,
}));

vi.mock('../api-request', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  const apiRequest = async (method: string, url: string, body?: { preferences: { darkMode: boolean } }) => {
    api.calls.push({ method, url, body });
    if (method === 'GET' && api.readGate) await api.readGate;
    if (method === 'PATCH' && body) api.darkMode = body.preferences.darkMode;
    return new Response(JSON.stringify({ preferences: { darkMode: api.darkMode, density: 'compact' } }));
  };
  return {
    ...original,
    apiRequest,
    defaultQueryFn: async ({ queryKey }: { queryKey: string[] }) =>
      (await apiRequest('GET', String(queryKey[0]))).json(),
  };
});

const user = { uid: 'u1', email: 'a@example.org', roles: ['user'] } as AppUser;

function Toggle() {
  const { theme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
      theme: {theme}
    </button>
  );
}

function renderTheme(status: AuthStatus) {
  const auth = { status, user: status === 'authenticated' ? user : null } as AuthContextValue;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={auth}>
        <ThemeProvider>
          <Toggle />
        </ThemeProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const root = document.documentElement;
const meta = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

beforeEach(() => {
  api.calls = [];
  api.darkMode = true;
  api.readGate = null;
  document.head.innerHTML = '<meta name="theme-color" content="#33A1CC">';
  root.className = '';
});
afterEach(() => vi.useRealTimers());

describe('ThemeProvider (seed §4)', () => {
  it('starts light with nothing stored and never asks the server while signed out', () => {
    renderTheme('unauthenticated');
    expect(screen.getByRole('button')).toHaveTextContent('theme: light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.dataset.theme).toBe('light');
    expect(meta()).toBe('#33A1CC');
    expect(api.calls).toEqual([]);
  });

  it('starts from the locally stored value', () => {
    localStorage.setItem('theme', 'dark');
    renderTheme('unauthenticated');
    expect(root.classList.contains('dark')).toBe(true);
    expect(meta()).toBe('#24202A');
  });

  it('lets the server’s darkMode win once authenticated, without patching it back', async () => {
    localStorage.setItem('theme', 'light');
    renderTheme('authenticated');
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(api.calls).toEqual([{ method: 'GET', url: '/api/settings/u1', body: undefined }]);
  });

  it('on a change saves locally, sets class, attribute and colour, patches the server with its other preferences', async () => {
    renderTheme('authenticated');
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    vi.useFakeTimers();
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(meta()).toBe('#33A1CC');
    // The 300 ms colour transition.
    expect(root.classList.contains('theme-transition')).toBe(true);
    expect(root.style.getPropertyValue('--theme-transition-ms')).toBe('300ms');
    act(() => vi.advanceTimersByTime(299));
    expect(root.classList.contains('theme-transition')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(root.classList.contains('theme-transition')).toBe(false);
    vi.useRealTimers();
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]).toEqual({
      method: 'PATCH',
      url: '/api/settings/u1',
      body: { preferences: { darkMode: false, density: 'compact' } },
    });
  });

  it('does not patch when the new value equals the stored one', async () => {
    renderTheme('authenticated');
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    act(() => screen.getByRole('button').click()); // light: differs, patched
    await waitFor(() => expect(api.calls).toHaveLength(2));
    act(() => screen.getByRole('button').click()); // dark: differs from stored light, patched
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
  });

  it('keeps a theme chosen while the read is on the way, and saves it with the other preferences', async () => {
    let arrive = () => {};
    api.readGate = new Promise((resolve) => (arrive = resolve));
    api.darkMode = false;
    renderTheme('authenticated');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    act(() => screen.getByRole('button').click());
    expect(root.dataset.theme).toBe('dark');
    await act(async () => arrive());
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]).toEqual({
      method: 'PATCH',
      url: '/api/settings/u1',
      body: { preferences: { darkMode: true, density: 'compact' } },
    });
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('does not patch while signed out', () => {
    renderTheme('unauthenticated');
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(api.calls).toEqual([]);
  });
});
