import { StrictMode, useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError, type AuthIdentity, type AuthStateListener } from './auth-client';
import { getToastState, resetToasts } from '../toast/toast-store';

const fake = vi.hoisted(() => ({
  identity: null as AuthIdentity | null,
  listeners: new Set<AuthStateListener>(),
  signIn: vi.fn(),
  signInWithProvider: vi.fn(),
  redirectSignInResult: vi.fn(),
  verifyEmail: vi.fn(),
  updateProfile: vi.fn(),
  sendEmailVerification: vi.fn(),
  signOut: vi.fn(),
  /** The answer of `GET /api/users/{uid}`. */
  profile: vi.fn(),
}));

vi.mock('./auth-client-instance', () => ({
  authClient: {
    signInProviders: ['google'],
    currentUser: () => fake.identity,
    onAuthStateChanged: (listener: AuthStateListener) => {
      fake.listeners.add(listener);
      listener(fake.identity);
      return () => fake.listeners.delete(listener);
    },
    getIdToken: async () => null,
    signIn: fake.signIn,
    signInWithProvider: fake.signInWithProvider,
    redirectSignInResult: fake.redirectSignInResult,
    verifyEmail: fake.verifyEmail,
    updateProfile: fake.updateProfile,
    sendEmailVerification: fake.sendEmailVerification,
    signOut: fake.signOut,
  },
}));

vi.mock('../api-request', () => ({
  apiRequest: () => fake.profile(),
}));

const { AuthProvider } = await import('./auth-provider');
const { useAuth } = await import('./auth-context');

const probe: { auth?: ReturnType<typeof useAuth> } = {};
function Probe() {
  const value = useAuth();
  useEffect(() => {
    probe.auth = value;
  });
  return <p>status: {value.status}</p>;
}

const ann: AuthIdentity = {
  uid: 'u1',
  email: 'ann@example.org',
  displayName: 'Ann',
  photoURL: null,
  emailVerified: false,
  hasPassword: true,
};

beforeEach(() => {
  resetToasts();
  fake.identity = null;
  fake.listeners.clear();
  fake.redirectSignInResult.mockReset().mockResolvedValue(null);
  fake.profile
    .mockReset()
    .mockImplementation(async () => new Response(JSON.stringify({ useOrganizationBranding: false })));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('AuthProvider (seed §4, §5, §8)', () => {
  it("signs a disabled account out (Firebase signs it in; the API refuses it), with the API's words under Login Failed", async () => {
    fake.identity = ann;
    const { ApiError } = await import('../api-error');
    fake.profile.mockRejectedValue(
      new ApiError(401, JSON.stringify({ error: { code: 'ACCOUNT_DISABLED', message: 'This account is disabled.' } })),
    );
    fake.signOut.mockImplementation(async () => {
      fake.identity = null;
      for (const listener of fake.listeners) listener(null);
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText('status: unauthenticated')).toBeInTheDocument());
    expect(fake.signOut).toHaveBeenCalledTimes(1);
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'Login Failed',
      description: 'This account is disabled.',
    });
  });

  it('restores the persisted user and settles on the service’s answer', async () => {
    fake.identity = ann;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: authenticated');
    // The probe keeps the value of its last render: wait for the render that holds the user.
    await waitFor(() =>
      expect(probe.auth!.user).toMatchObject({ uid: 'u1', roles: ['user'], useOrganizationBranding: false }),
    );
    expect(JSON.parse(localStorage.getItem('grantpilot_user')!)).toMatchObject({ uid: 'u1' });
  });

  it('shows a returning user at once, then rebuilds them from the service', async () => {
    fake.identity = ann;
    localStorage.setItem(
      'grantpilot_user',
      JSON.stringify({ ...ann, displayName: 'Old name', roles: ['user', 'admin'] }),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    await waitFor(() => expect(probe.auth?.user?.displayName).toBe('Ann'));
    // The claims could not be read (the fake has no token): the rebuilt user falls back to ["user"].
    await waitFor(() => expect(probe.auth?.user?.roles).toEqual(['user']));
  });

  it("fails actions that need a user with 'No user is currently signed in'", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: unauthenticated');
    await act(() => expect(probe.auth!.sendEmailVerification()).rejects.toThrow('No user is currently signed in'));
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'Verification Email Failed',
      description: 'No user is currently signed in',
      variant: 'destructive',
    });
  });

  it('rejects a display name over 100 characters before it reaches the identity service', async () => {
    fake.identity = ann;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: authenticated');
    await act(() =>
      expect(probe.auth!.updateProfile({ displayName: 'A'.repeat(101) })).rejects.toThrow(
        'Display name must be at most 100 characters',
      ),
    );
    expect(fake.updateProfile).not.toHaveBeenCalled();
  });

  it("rejects a display name under 3 characters with the seed's message and toast", async () => {
    fake.identity = ann;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: authenticated');
    await act(() =>
      expect(probe.auth!.updateProfile({ displayName: 'Al' })).rejects.toThrow(
        'Display name must be at least 3 characters',
      ),
    );
    expect(fake.updateProfile).not.toHaveBeenCalled();
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'Profile Update Failed',
      description: 'Display name must be at least 3 characters',
    });
  });

  it("shows 'Login Failed' with the service's message", async () => {
    fake.signIn.mockRejectedValue(new Error('Invalid email or password'));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: unauthenticated');
    await act(() => expect(probe.auth!.signIn('a@example.org', 'nope')).rejects.toThrow('Invalid email or password'));
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: 'Login Failed',
        description: 'Invalid email or password',
      }),
    );
  });

  it("offers the service's sign-in providers, and shows 'Login Failed' when one fails", async () => {
    fake.signInWithProvider.mockRejectedValue(new Error('The sign-in window was closed before signing in finished.'));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: unauthenticated');
    expect(probe.auth!.signInProviders).toEqual(['google']);
    await act(() => expect(probe.auth!.signInWithProvider('google')).rejects.toThrow('closed'));
    expect(fake.signInWithProvider).toHaveBeenCalledWith('google');
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'Login Failed',
      description: 'The sign-in window was closed before signing in finished.',
    });
    expect(JSON.parse(localStorage.getItem('grantpilot_sign_in_log')!)).toEqual([
      expect.objectContaining({ event: 'sign-in attempt' }),
      expect.objectContaining({ event: 'sign-in failed' }),
    ]);
  });

  it('logs a sign-in that came back from the provider’s page, once', async () => {
    fake.identity = ann;
    fake.redirectSignInResult.mockResolvedValue(ann);
    render(
      <StrictMode>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </StrictMode>,
    );
    await screen.findByText('status: authenticated');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('grantpilot_sign_in_log') ?? '[]')).toEqual([
        expect.objectContaining({ event: 'signed in' }),
      ]),
    );
    expect(fake.redirectSignInResult).toHaveBeenCalledTimes(1);
  });

  it("shows 'Login Failed' when a sign-in by the provider's page failed", async () => {
    fake.redirectSignInResult.mockRejectedValue(
      new AuthError('other', 'auth/unauthorized-domain', 'This site is not allowed to sign in with Google.'),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: unauthenticated');
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: 'Login Failed',
        description: 'This site is not allowed to sign in with Google.',
      }),
    );
    expect(JSON.parse(localStorage.getItem('grantpilot_sign_in_log')!)).toEqual([
      expect.objectContaining({ event: 'sign-in failed', code: 'auth/unauthorized-domain' }),
    ]);
  });

  it('leaves a failed email verification to the page (no toast)', async () => {
    fake.verifyEmail.mockRejectedValue(new Error('This link has expired. Ask for a new one.'));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: unauthenticated');
    await act(() => expect(probe.auth!.verifyEmail('old-code')).rejects.toThrow('expired'));
    expect(fake.verifyEmail).toHaveBeenCalledWith('old-code');
    expect(getToastState().toasts).toEqual([]);
  });

  it("shows 'Logout Failed' when signing out fails", async () => {
    fake.identity = ann;
    fake.signOut.mockRejectedValue(new Error('Network down'));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('status: authenticated');
    await act(() => expect(probe.auth!.signOut()).rejects.toThrow('Network down'));
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Logout Failed', description: 'Network down' });
  });
});
