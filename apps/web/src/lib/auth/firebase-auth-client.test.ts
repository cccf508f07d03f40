// Over 300 lines on purpose: every operation of the seed's authentication service (§7), each
// against the same fake SDK, which is kept once here rather than split across files.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseClientConfig } from '@grantpilot/shared/contracts/client-config';
import { ApiError } from '../api-error';

/*
 * The Firebase SDK replaced by a fake that keeps a current user and, like the SDK, tells its
 * auth-state observer about a sign-in or sign-out a moment later (not within the call).
 */
const fake = vi.hoisted(() => {
  const auth = { currentUser: null as null | Record<string, unknown> };
  const state: { observer?: (user: unknown) => void; onError?: (error: unknown) => void } = {};
  const setUser = (user: Record<string, unknown> | null) => {
    auth.currentUser = user;
    queueMicrotask(() => state.observer?.(user));
  };
  const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
  return { auth, state, setUser, firebaseError };
});

vi.mock('firebase/app', () => ({ initializeApp: vi.fn((options: unknown) => ({ options })) }));
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: 'local persistence',
  browserPopupRedirectResolver: 'popup and redirect resolver',
  initializeAuth: vi.fn(() => fake.auth),
  connectAuthEmulator: vi.fn(),
  onAuthStateChanged: vi.fn((_auth, observer: (user: unknown) => void, onError: (error: unknown) => void) => {
    fake.state.observer = observer;
    fake.state.onError = onError;
    queueMicrotask(() => observer(fake.auth.currentUser));
    return () => undefined;
  }),
  getRedirectResult: vi.fn(async () => null),
  signInWithEmailAndPassword: vi.fn(),
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(async () => undefined),
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(async (user: Record<string, unknown>, changes: object) => Object.assign(user, changes)),
  sendEmailVerification: vi.fn(async () => undefined),
  sendPasswordResetEmail: vi.fn(async () => undefined),
  confirmPasswordReset: vi.fn(async () => undefined),
  applyActionCode: vi.fn(async () => undefined),
  signOut: vi.fn(async () => fake.setUser(null)),
  reauthenticateWithCredential: vi.fn(async () => undefined),
  reauthenticateWithPopup: vi.fn(async () => undefined),
  updatePassword: vi.fn(async () => undefined),
  deleteUser: vi.fn(async () => fake.setUser(null)),
  EmailAuthProvider: {
    PROVIDER_ID: 'password',
    credential: vi.fn((email: string, password: string) => ({ email, password })),
  },
  GoogleAuthProvider: class {
    readonly providerId = 'google.com';
  },
}));
vi.mock('../api/delete-user', () => ({ deleteUserData: vi.fn(async () => undefined) }));

const sdk = await import('firebase/auth');
const { initializeApp } = await import('firebase/app');
const { deleteUserData } = await import('../api/delete-user');
const { createFirebaseAuthClient } = await import('./firebase-auth-client');

const config: FirebaseClientConfig = {
  apiKey: 'key',
  authDomain: 'demo-grantpilot.firebaseapp.com',
  projectId: 'demo-grantpilot',
  appId: '1:1:web:1',
  googleSignIn: true,
};

function firebaseUser(overrides: Record<string, unknown> = {}) {
  const user: Record<string, unknown> = {
    uid: 'u1',
    email: 'ann@example.org',
    displayName: 'Ann',
    photoURL: null,
    emailVerified: false,
    providerData: [{ providerId: 'password' }],
    getIdToken: vi.fn(async (force?: boolean) => (force ? 'fresh-token' : 'token')),
    reload: vi.fn(async () => undefined),
    ...overrides,
  };
  return user;
}

const identityOf = (user: Record<string, unknown>) => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
  emailVerified: user.emailVerified,
  hasPassword: true,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A client whose start-up (Firebase's first auth-state report) is over. */
async function startedClient(user: Record<string, unknown> | null = null, options: Partial<FirebaseClientConfig> = {}) {
  fake.auth.currentUser = user;
  const client = createFirebaseAuthClient({ ...config, ...options });
  const listener = vi.fn();
  const onError = vi.fn();
  client.onAuthStateChanged(listener, onError);
  await settle();
  listener.mockClear();
  return { client, listener, onError };
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.auth.currentUser = null;
});
afterEach(() => vi.restoreAllMocks());

describe('Firebase auth client: start', () => {
  it('keeps the session in local storage and prepares popups and redirects for Google', () => {
    createFirebaseAuthClient({ ...config, storageBucket: 'bucket' });
    expect(initializeApp).toHaveBeenCalledWith({
      apiKey: 'key',
      authDomain: 'demo-grantpilot.firebaseapp.com',
      projectId: 'demo-grantpilot',
      appId: '1:1:web:1',
      storageBucket: 'bucket',
    });
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: 'local persistence',
      popupRedirectResolver: 'popup and redirect resolver',
    });
    expect(sdk.getRedirectResult).toHaveBeenCalledTimes(1);
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('leaves the Google machinery out when Google sign-in is off', () => {
    const client = createFirebaseAuthClient({ ...config, googleSignIn: false });
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), { persistence: 'local persistence' });
    expect(sdk.getRedirectResult).not.toHaveBeenCalled();
    expect(client.signInProviders).toEqual([]);
    return expect(client.signInWithProvider('google')).rejects.toMatchObject({ code: 'PROVIDER_NOT_OFFERED' });
  });

  it('connects to the emulator without its console banner', () => {
    createFirebaseAuthClient({ ...config, emulatorUrl: 'http://127.0.0.1:9099' });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(fake.auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('hands over how a sign-in by redirect ended: the identity, or its error in words', async () => {
    const ann = firebaseUser();
    vi.mocked(sdk.getRedirectResult).mockResolvedValueOnce({ user: ann } as never);
    await expect(createFirebaseAuthClient(config).redirectSignInResult()).resolves.toEqual(identityOf(ann));

    vi.mocked(sdk.getRedirectResult).mockRejectedValueOnce(fake.firebaseError('auth/unauthorized-domain'));
    const failed = createFirebaseAuthClient(config);
    await settle(); // Not read yet: no unhandled rejection meanwhile.
    await expect(failed.redirectSignInResult()).rejects.toMatchObject({
      name: 'AuthError',
      code: 'auth/unauthorized-domain',
    });
  });

  it('has no redirect result when none was under way, or Google sign-in is off', async () => {
    await expect(createFirebaseAuthClient(config).redirectSignInResult()).resolves.toBeNull();
    await expect(
      createFirebaseAuthClient({ ...config, googleSignIn: false }).redirectSignInResult(),
    ).resolves.toBeNull();
  });

  it('maps the signed-in user, and tells a Google-only account from one with a password', async () => {
    const google = firebaseUser({ providerData: [{ providerId: 'google.com' }] });
    fake.auth.currentUser = google;
    const client = createFirebaseAuthClient(config);
    const listener = vi.fn();
    client.onAuthStateChanged(listener);
    await settle();
    expect(listener).toHaveBeenCalledExactlyOnceWith({ ...identityOf(google), hasPassword: false });
    expect(client.currentUser()).toEqual({ ...identityOf(google), hasPassword: false });
  });

  it('passes an auth-state error on in words', async () => {
    const { onError } = await startedClient();
    fake.state.onError?.(fake.firebaseError('auth/network-request-failed'));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }));
  });
});

describe('Firebase auth client: signing in and out', () => {
  it('signs in with email and password and announces the user once', async () => {
    const { client, listener } = await startedClient();
    const ann = firebaseUser();
    vi.mocked(sdk.signInWithEmailAndPassword).mockImplementation(async () => {
      fake.setUser(ann);
      return { user: ann } as never;
    });
    await expect(client.signIn('ann@example.org', 'secret12')).resolves.toEqual(identityOf(ann));
    // Announced before the call resolves (the provider awaits the user), not again when the SDK reports it.
    expect(listener).toHaveBeenCalledExactlyOnceWith(identityOf(ann));
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('explains a failed sign-in in words', async () => {
    const { client } = await startedClient();
    vi.mocked(sdk.signInWithEmailAndPassword).mockRejectedValueOnce(fake.firebaseError('auth/invalid-credential'));
    await expect(client.signIn('ann@example.org', 'nope')).rejects.toMatchObject({
      kind: 'invalid-credentials',
      message: 'The email address or password is incorrect.',
    });
  });

  it('signs in with Google in a popup', async () => {
    const { client, listener } = await startedClient();
    const ann = firebaseUser({ providerData: [{ providerId: 'google.com' }] });
    vi.mocked(sdk.signInWithPopup).mockImplementation(async () => {
      fake.setUser(ann);
      return { user: ann } as never;
    });
    expect(client.signInProviders).toEqual(['google']);
    await expect(client.signInWithProvider('google')).resolves.toMatchObject({ uid: 'u1', hasPassword: false });
    expect(vi.mocked(sdk.signInWithPopup).mock.calls[0]![1]).toMatchObject({ providerId: 'google.com' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment'])(
    'goes by redirect when the popup cannot open (%s)',
    async (code) => {
      const { client } = await startedClient();
      vi.mocked(sdk.signInWithPopup).mockRejectedValueOnce(fake.firebaseError(code));
      await expect(client.signInWithProvider('google')).resolves.toBeNull();
      expect(sdk.signInWithRedirect).toHaveBeenCalledWith(
        fake.auth,
        expect.objectContaining({ providerId: 'google.com' }),
        'popup and redirect resolver',
      );
    },
  );

  it('does not go by redirect when the person closed the popup', async () => {
    const { client } = await startedClient();
    vi.mocked(sdk.signInWithPopup).mockRejectedValueOnce(fake.firebaseError('auth/popup-closed-by-user'));
    await expect(client.signInWithProvider('google')).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    expect(sdk.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('signs out', async () => {
    const { client, listener } = await startedClient(firebaseUser());
    await client.signOut();
    expect(sdk.signOut).toHaveBeenCalledWith(fake.auth);
    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
  });
});

describe('Firebase auth client: registration', () => {
  function creatingUser() {
    const ann = firebaseUser({ displayName: null });
    vi.mocked(sdk.createUserWithEmailAndPassword).mockImplementation(async () => {
      fake.setUser(ann);
      return { user: ann } as never;
    });
    return ann;
  }

  it('creates the account, names it, sends the verification email, refreshes the token, then announces it', async () => {
    const { client, listener } = await startedClient();
    const ann = creatingUser();
    const identity = await client.createAccount({ name: 'Ann Lee', email: 'ann@example.org', password: 'secret12' });
    await settle();
    expect(identity).toMatchObject({ displayName: 'Ann Lee' });
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(fake.auth, 'ann@example.org', 'secret12');
    expect(sdk.updateProfile).toHaveBeenCalledWith(ann, { displayName: 'Ann Lee' });
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(ann, {
      url: `${window.location.origin}/auth/email-verified`,
    });
    expect(ann.getIdToken).toHaveBeenCalledWith(true);
    // The app never sees the account without its name.
    expect(listener).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ displayName: 'Ann Lee' }));
  });

  it('still registers when the verification email could not be sent', async () => {
    const { client } = await startedClient();
    creatingUser();
    vi.mocked(sdk.sendEmailVerification).mockRejectedValueOnce(fake.firebaseError('auth/quota-exceeded'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      client.createAccount({ name: 'Ann Lee', email: 'ann@example.org', password: 'secret12' }),
    ).resolves.toMatchObject({ displayName: 'Ann Lee' });
    expect(warn).toHaveBeenCalled();
  });

  it('explains an address already in use', async () => {
    const { client, listener } = await startedClient();
    vi.mocked(sdk.createUserWithEmailAndPassword).mockRejectedValueOnce(
      fake.firebaseError('auth/email-already-in-use'),
    );
    await expect(
      client.createAccount({ name: 'Ann Lee', email: 'ann@example.org', password: 'secret12' }),
    ).rejects.toMatchObject({ kind: 'email-in-use' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('Firebase auth client: emailed links', () => {
  it('sends the reset email with the sign-in page to come back to', async () => {
    const { client } = await startedClient();
    await client.sendPasswordReset('ann@example.org');
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(fake.auth, 'ann@example.org', {
      url: `${window.location.origin}/auth/login`,
    });
  });

  it('does not reveal that no account has the address', async () => {
    const { client } = await startedClient();
    vi.mocked(sdk.sendPasswordResetEmail).mockRejectedValueOnce(fake.firebaseError('auth/user-not-found'));
    await expect(client.sendPasswordReset('nobody@example.org')).resolves.toBeUndefined();
    vi.mocked(sdk.sendPasswordResetEmail).mockRejectedValueOnce(fake.firebaseError('auth/invalid-email'));
    await expect(client.sendPasswordReset('nobody')).rejects.toMatchObject({ kind: 'invalid-email' });
  });

  it('resets the password with the emailed code', async () => {
    const { client } = await startedClient();
    await client.resetPassword('oob-code', 'new-secret');
    expect(sdk.confirmPasswordReset).toHaveBeenCalledWith(fake.auth, 'oob-code', 'new-secret');
    vi.mocked(sdk.confirmPasswordReset).mockRejectedValueOnce(fake.firebaseError('auth/expired-action-code'));
    await expect(client.resetPassword('old-code', 'new-secret')).rejects.toMatchObject({ kind: 'invalid-token' });
  });

  it('sends the verification email again to the signed-in user', async () => {
    const ann = firebaseUser();
    const { client } = await startedClient(ann);
    await client.sendEmailVerification();
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(ann, {
      url: `${window.location.origin}/auth/email-verified`,
    });
  });

  it('applies a verification code, then reads the user and a token that says so', async () => {
    const ann = firebaseUser();
    ann.reload = vi.fn(async () => Object.assign(ann, { emailVerified: true }));
    const { client, listener } = await startedClient(ann);
    await expect(client.verifyEmail('oob-code')).resolves.toMatchObject({ emailVerified: true });
    expect(sdk.applyActionCode).toHaveBeenCalledWith(fake.auth, 'oob-code');
    expect(ann.getIdToken).toHaveBeenCalledWith(true);
    expect(listener).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ emailVerified: true }));
  });

  it('applies a verification code for someone signed out', async () => {
    const { client } = await startedClient();
    await expect(client.verifyEmail('oob-code')).resolves.toBeNull();
    vi.mocked(sdk.applyActionCode).mockRejectedValueOnce(fake.firebaseError('auth/invalid-action-code'));
    await expect(client.verifyEmail('used-code')).rejects.toMatchObject({ kind: 'invalid-token' });
  });
});

describe('Firebase auth client: the signed-in account', () => {
  it('updates the profile, refreshes the token for the server, then announces the new name', async () => {
    const ann = firebaseUser();
    const { client, listener } = await startedClient(ann);
    await expect(client.updateProfile({ displayName: 'Ann Lee' })).resolves.toMatchObject({ displayName: 'Ann Lee' });
    expect(sdk.updateProfile).toHaveBeenCalledWith(ann, { displayName: 'Ann Lee' });
    expect(ann.getIdToken).toHaveBeenCalledWith(true);
    expect(listener).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ displayName: 'Ann Lee' }));
  });

  it('fails account operations without a user', async () => {
    const { client } = await startedClient();
    await expect(client.updateProfile({ displayName: 'Ann' })).rejects.toMatchObject({ kind: 'no-user' });
    await expect(client.sendEmailVerification()).rejects.toMatchObject({
      message: 'No user is currently signed in',
    });
  });

  it('changes the password after checking the current one', async () => {
    const ann = firebaseUser();
    const { client } = await startedClient(ann);
    await client.changePassword('secret12', 'new-secret');
    expect(sdk.EmailAuthProvider.credential).toHaveBeenCalledWith('ann@example.org', 'secret12');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(ann, {
      email: 'ann@example.org',
      password: 'secret12',
    });
    expect(sdk.updatePassword).toHaveBeenCalledWith(ann, 'new-secret');
  });

  it('names a wrong current password as such, even with enumeration protection on', async () => {
    const { client } = await startedClient(firebaseUser());
    vi.mocked(sdk.reauthenticateWithCredential).mockRejectedValueOnce(fake.firebaseError('auth/invalid-credential'));
    await expect(client.changePassword('nope', 'new-secret')).rejects.toMatchObject({ kind: 'wrong-password' });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('gives the ID token, fresh when asked, and none when signed out', async () => {
    const ann = firebaseUser();
    const { client } = await startedClient(ann);
    await expect(client.getIdToken()).resolves.toBe('token');
    await expect(client.getIdToken(true)).resolves.toBe('fresh-token');
    fake.auth.currentUser = null;
    await expect(client.getIdToken()).resolves.toBeNull();
  });

  it('reloads the user and announces what changed', async () => {
    const ann = firebaseUser();
    ann.reload = vi.fn(async () => Object.assign(ann, { emailVerified: true }));
    const { client, listener } = await startedClient(ann);
    await expect(client.reload()).resolves.toMatchObject({ emailVerified: true });
    expect(listener).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ emailVerified: true }));
    // Verified elsewhere: a new token carries it to the server.
    expect(ann.getIdToken).toHaveBeenCalledWith(true);
  });

  it('keeps the token when reloading changed nothing', async () => {
    const ann = firebaseUser();
    const { client } = await startedClient(ann);
    await client.reload();
    expect(ann.getIdToken).not.toHaveBeenCalledWith(true);
  });
});

describe('Firebase auth client: deleting the account', () => {
  it('confirms the password, deletes the product data, then the account', async () => {
    const ann = firebaseUser();
    const { client } = await startedClient(ann);
    await client.deleteAccount('secret12');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(ann, {
      email: 'ann@example.org',
      password: 'secret12',
    });
    expect(deleteUserData).toHaveBeenCalledWith('u1');
    expect(sdk.deleteUser).toHaveBeenCalledWith(ann);
    expect(vi.mocked(deleteUserData).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(sdk.deleteUser).mock.invocationCallOrder[0]!,
    );
  });

  it('confirms a Google-only account with Google', async () => {
    const ann = firebaseUser({ providerData: [{ providerId: 'google.com' }] });
    const { client } = await startedClient(ann);
    await client.deleteAccount();
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalledWith(
      ann,
      expect.objectContaining({ providerId: 'google.com' }),
      'popup and redirect resolver',
    );
    expect(sdk.deleteUser).toHaveBeenCalledWith(ann);
  });

  it('deletes nothing when the password is wrong', async () => {
    const { client } = await startedClient(firebaseUser());
    vi.mocked(sdk.reauthenticateWithCredential).mockRejectedValueOnce(fake.firebaseError('auth/wrong-password'));
    await expect(client.deleteAccount('nope')).rejects.toMatchObject({ kind: 'wrong-password' });
    expect(deleteUserData).not.toHaveBeenCalled();
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('keeps the account, with the server’s reason, when the server refuses', async () => {
    const { client } = await startedClient(firebaseUser());
    const reason = 'You are the last owner of Acme Trust. Transfer ownership or delete the organisation first.';
    vi.mocked(deleteUserData).mockRejectedValueOnce(
      new ApiError(409, JSON.stringify({ error: { code: 'CONFLICT', message: reason } })),
    );
    await expect(client.deleteAccount('secret12')).rejects.toMatchObject({
      kind: 'other',
      code: 'CONFLICT',
      message: reason,
      status: 409,
    });
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('keeps the account when the server answers something that is not its error', async () => {
    const { client } = await startedClient(firebaseUser());
    vi.mocked(deleteUserData).mockRejectedValueOnce(new ApiError(502, '<html>Bad gateway</html>'));
    await expect(client.deleteAccount('secret12')).rejects.toMatchObject({
      message: 'Your account could not be deleted: the server answered 502. Try again later.',
    });
    vi.mocked(deleteUserData).mockRejectedValueOnce(new Error('Failed to complete request after 3 attempts'));
    await expect(client.deleteAccount('secret12')).rejects.toMatchObject({ kind: 'network' });
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });
});
