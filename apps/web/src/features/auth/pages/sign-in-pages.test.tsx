import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SignInProvider } from '../../../lib/auth/auth-client';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

function renderPage(Page: () => React.ReactNode, signInProviders: SignInProvider[], signInWithProvider = vi.fn()) {
  const auth = {
    status: 'unauthenticated',
    user: null,
    signInProviders,
    signInWithProvider,
  } as Partial<AuthContextValue>;
  render(
    <AuthContext.Provider value={auth as AuthContextValue}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return signInWithProvider;
}

describe.each([
  ['login', LoginPage],
  ['register', RegisterPage],
])('the %s page', (_name, Page) => {
  it('offers no Google sign-in on the built-in service', () => {
    renderPage(Page, []);
    expect(screen.queryByRole('button', { name: /google/i })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('offers "Continue with Google" when the service does, busy until it is done', async () => {
    let finish = () => undefined as void;
    const signInWithProvider = renderPage(
      Page,
      ['google'],
      vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    );
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    expect(signInWithProvider).toHaveBeenCalledWith('google');
    expect(button).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(button).toBeEnabled());
  });

  it('is ready again after a failed Google sign-in (the provider showed the toast)', async () => {
    const signInWithProvider = renderPage(Page, ['google'], vi.fn().mockRejectedValue(new Error('closed')));
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    expect(signInWithProvider).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button).toBeEnabled());
  });
});
