import { describe, expect, it, vi } from 'vitest';
import type { AuthClient } from './auth-client';
import { authClient, authClientChosen, installAuthClient, whenAuthClientChosen } from './auth-client-instance';

/** A client whose every operation answers with its own name, to see where a call goes. */
function namedClient(name: string): AuthClient {
  const answer = vi.fn(async () => name);
  return {
    signInProviders: name === 'firebase' ? ['google'] : [],
    currentUser: () => null,
    onAuthStateChanged: vi.fn(() => () => undefined),
    signIn: answer,
    signInWithProvider: answer,
    redirectSignInResult: answer,
    createAccount: answer,
    signOut: answer,
    sendPasswordReset: answer,
    resetPassword: answer,
    sendEmailVerification: answer,
    verifyEmail: answer,
    updateProfile: answer,
    changePassword: answer,
    deleteAccount: answer,
    getIdToken: answer,
    reload: answer,
  } as unknown as AuthClient;
}

describe('authClient', () => {
  it('is the built-in service until another client is installed', () => {
    expect(authClient.signInProviders).toEqual([]);
    expect(authClient.currentUser()).toBeNull();
  });

  it('passes every operation, with its arguments, to the installed client', async () => {
    const firebase = namedClient('firebase');
    installAuthClient(firebase);
    // The object the app imported at start stays the same one.
    expect(authClient.signInProviders).toEqual(['google']);
    await expect(authClient.signIn('ann@example.org', 'secret12')).resolves.toBe('firebase');
    expect(firebase.signIn).toHaveBeenCalledWith('ann@example.org', 'secret12');
    await authClient.signInWithProvider('google');
    expect(firebase.signInWithProvider).toHaveBeenCalledWith('google');
    await authClient.resetPassword('code', 'new-secret');
    expect(firebase.resetPassword).toHaveBeenCalledWith('code', 'new-secret');
    await authClient.verifyEmail('code');
    expect(firebase.verifyEmail).toHaveBeenCalledWith('code');
    await authClient.deleteAccount();
    expect(firebase.deleteAccount).toHaveBeenCalledWith(undefined);
    await authClient.getIdToken(true);
    expect(firebase.getIdToken).toHaveBeenCalledWith(true);
    const listener = vi.fn();
    const onError = vi.fn();
    authClient.onAuthStateChanged(listener, onError);
    expect(firebase.onAuthStateChanged).toHaveBeenCalledWith(listener, onError);
    for (const operation of [
      'createAccount',
      'signOut',
      'sendPasswordReset',
      'sendEmailVerification',
      'updateProfile',
      'changePassword',
      'reload',
      'redirectSignInResult',
    ] as const) {
      await expect((authClient[operation] as () => Promise<unknown>)()).resolves.toBe('firebase');
    }
  });

  it("tells those who subscribe early when the page's client is settled, once", async () => {
    const settled = vi.fn();
    void whenAuthClientChosen().then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    authClientChosen();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    // Later callers hear of it at once.
    await expect(whenAuthClientChosen()).resolves.toBeUndefined();
  });
});
