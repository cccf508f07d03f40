import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../lib/auth/auth-client';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { AuthActionPage } from './auth-action-page';
import { EmailVerifiedPage } from './email-verified-page';
import { ResetPasswordPage } from './reset-password-page';

function Location() {
  const location = useLocation();
  return <p>address: {location.pathname + location.search}</p>;
}

function renderAt(path: string, auth: Partial<AuthContextValue> = {}) {
  const value = {
    status: 'unauthenticated',
    user: null,
    verifyEmail: vi.fn(async () => undefined),
    reloadUser: vi.fn(async () => undefined),
    resetPassword: vi.fn(async () => undefined),
    checkPasswordResetCode: vi.fn(async () => null),
    ...auth,
  } as AuthContextValue;
  const withLocation = (page: React.ReactNode) => (
    <>
      {page}
      <Location />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/auth/action', element: withLocation(<AuthActionPage />) },
      { path: '/auth/email-verified', element: withLocation(<EmailVerifiedPage />) },
      { path: '/auth/reset-password', element: withLocation(<ResetPasswordPage />) },
      { path: '/auth/login', element: <Location /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={value}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return value;
}

describe('the email action handler (/auth/action)', () => {
  it('takes a password reset link to the reset page with its code', async () => {
    renderAt('/auth/action?mode=resetPassword&oobCode=abc%2B1&apiKey=key&lang=en');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText('address: /auth/reset-password?oobCode=abc%2B1')).toBeInTheDocument();
  });

  it('takes a verification link to the email-verified page, which applies it', async () => {
    const auth = renderAt('/auth/action?mode=verifyEmail&oobCode=abc');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(auth.verifyEmail).toHaveBeenCalledExactlyOnceWith('abc');
  });

  it.each([
    ['an address recovery link', '/auth/action?mode=recoverEmail&oobCode=abc', /earlier email address/],
    ['an unknown link', '/auth/action?mode=signIn&oobCode=abc', /not one we can open/],
    ['a link without its code', '/auth/action?mode=resetPassword', /incomplete/],
  ])('explains %s', (_case, path, message) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'This link cannot be used here' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});

describe('the email-verified page', () => {
  it('shows progress while it applies the code, then the result', async () => {
    let finish = () => undefined as void;
    const verifyEmail = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderAt('/auth/email-verified?oobCode=abc', { verifyEmail });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address…');
    finish();
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledTimes(1);
  });

  it('says why an expired or used code failed', async () => {
    const verifyEmail = vi.fn(async () => {
      throw new AuthError(
        'invalid-token',
        'auth/invalid-action-code',
        'This link is invalid or has already been used.',
      );
    });
    renderAt('/auth/email-verified?oobCode=used', { verifyEmail });
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has already been used.');
  });

  it('keeps the built-in service’s landing as it was', () => {
    const auth = renderAt('/auth/email-verified');
    expect(screen.getByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(auth.verifyEmail).not.toHaveBeenCalled();
  });
});

describe('the reset-password page', () => {
  it('takes Firebase’s code as the reset token, naming the account it is for', async () => {
    const auth = renderAt('/auth/reset-password?oobCode=abc', {
      checkPasswordResetCode: vi.fn(async () => 'ada@example.org'),
    });
    expect(await screen.findByText('Choose a new password for ada@example.org.')).toBeInTheDocument();
    expect(auth.checkPasswordResetCode).toHaveBeenCalledWith('abc');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(auth.resetPassword).toHaveBeenCalledWith('abc', 'new-secret');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('offers the way on to sign in once the password is changed', async () => {
    renderAt('/auth/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/auth/login');
    await userEvent.click(signIn);
    expect(await screen.findByText('address: /auth/login')).toBeInTheDocument();
  });

  it('says at once, before a password is typed, that an expired or used code cannot be used', async () => {
    const checkPasswordResetCode = vi.fn(async (): Promise<string | null> => {
      throw new AuthError('invalid-token', 'auth/expired-action-code', 'This link has expired. Ask for a new one.');
    });
    renderAt('/auth/reset-password?oobCode=old', { checkPasswordResetCode });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('goes straight to the form for the built-in service, whose links the server checked', async () => {
    const auth = renderAt('/auth/reset-password?token=abc');
    expect(await screen.findByText('Choose a new password for your account.')).toBeInTheDocument();
    expect(auth.checkPasswordResetCode).toHaveBeenCalledWith('abc');
  });
});
