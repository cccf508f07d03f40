import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppUser } from '../../../lib/auth/app-user';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { DeleteAccountSection } from './delete-account-section';

const ann = { uid: 'u1', email: 'ann@example.org', hasPassword: true } as AppUser;

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only shows it.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

async function openDialog(user: AppUser) {
  const deleteAccount = vi.fn(async () => undefined);
  render(
    <AuthContext.Provider value={{ deleteAccount } as Partial<AuthContextValue> as AuthContextValue}>
      <DeleteAccountSection user={user} index={0} />
    </AuthContext.Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
  return deleteAccount;
}

describe('DeleteAccountSection', () => {
  it('asks for the email address and the password', async () => {
    const deleteAccount = await openDialog(ann);
    await userEvent.type(screen.getByLabelText('Your email address'), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(deleteAccount).toHaveBeenCalledWith('secret12');
  });

  it('asks an account without a password (Google only) for the email address alone', async () => {
    const deleteAccount = await openDialog({ ...ann, hasPassword: false });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/sign in with Google once more/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your email address'), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(deleteAccount).toHaveBeenCalledWith(undefined);
  });
});
