import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AUTH_ERROR_TITLES,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  DISPLAY_NAME_TOO_SHORT_MESSAGE,
  NO_SIGNED_IN_USER_MESSAGE,
  ROUTES,
  STORAGE_KEYS,
} from '@grantpilot/shared/constants';
import { getUserProfile } from '../api/get-user-profile';
import { isAccountDisabled } from '../api-error';
import { notifyError } from '../notify-error';
import { buildUser, type AppUser } from './app-user';
import { AuthError, type AuthIdentity } from './auth-client';
import { authClient } from './auth-client-instance';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { rolesFromToken } from './id-token';
import { recordSignInEvent } from './sign-in-log';
import { loadStoredUser, storeUser } from './user-storage';

function buildAppUser(identity: AuthIdentity) {
  return buildUser(identity, {
    getIdToken: () => authClient.getIdToken(),
    fetchProfile: getUserProfile,
    readRoles: rolesFromToken,
  });
}

/** Runs an auth operation; a failure shows the seed's toast for it and is passed on to the form. */
async function withErrorToast<T>(title: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    notifyError(error, title);
    throw error;
  }
}

/**
 * Seed §9's sign-in debug log around one sign-in, or around the end of one that left the page
 * for the provider's (`attempted` false: its attempt was logged before the browser left).
 */
async function logSignIn(signIn: () => Promise<unknown>, attempted = true) {
  if (attempted) recordSignInEvent('sign-in attempt');
  let identity: unknown;
  try {
    identity = await signIn();
  } catch (error) {
    recordSignInEvent('sign-in failed', error instanceof AuthError ? error.code : 'ERROR');
    throw error;
  }
  // Null: the browser is leaving for the provider's page, and has not signed in yet (or, on
  // return, no such sign-in was under way).
  if (identity) recordSignInEvent('signed in');
}

function requireSignedIn() {
  if (!authClient.currentUser()) throw new Error(NO_SIGNED_IN_USER_MESSAGE);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  // Restored at start so the shell can show who was signed in while the session is checked.
  const [user, setUser] = useState<AppUser | null>(loadStoredUser);
  const latestBuild = useRef<Promise<void>>(Promise.resolve());
  // Set while signing out or deleting: the page is about to be replaced by a hard navigation,
  // and the guard must not see a signed-out state first (it would remember the page as a
  // return path for the next sign-in).
  const leaving = useRef(false);

  useEffect(() => {
    let generation = 0;
    return authClient.onAuthStateChanged(
      (identity) => {
        if (leaving.current) return;
        const current = ++generation;
        // The same user as last time: show the app at once with what was stored (roles,
        // branding) while the claims and profile are fetched again below.
        const stored = identity ? loadStoredUser() : null;
        if (identity && stored?.uid === identity.uid) {
          setUser({ ...stored, ...identity });
          setStatus('authenticated');
        }
        latestBuild.current = (async () => {
          let next: AppUser | null = null;
          try {
            next = identity ? await buildAppUser(identity) : null;
          } catch (error) {
            if (!isAccountDisabled(error)) throw error;
            // A hosted identity service (Firebase) still signs a disabled account in; the API
            // refuses it, so the sign-in ends here with the API's words in the seed's toast.
            notifyError(error, AUTH_ERROR_TITLES.signIn);
            await authClient.signOut().catch(() => undefined);
          }
          if (current !== generation) return;
          storeUser(next);
          setUser(next);
          setStatus(next ? 'authenticated' : 'unauthenticated');
        })();
      },
      (error) => notifyError(error, AUTH_ERROR_TITLES.authState),
    );
  }, []);

  // A provider sign-in that left the page ends here: logged like any other, and a failure gets
  // the same 'Login Failed' toast as one in a popup. Once per page load (StrictMode runs
  // effects twice in development).
  const redirectChecked = useRef(false);
  useEffect(() => {
    if (redirectChecked.current) return;
    redirectChecked.current = true;
    logSignIn(() => authClient.redirectSignInResult(), false).catch((error: unknown) =>
      notifyError(error, AUTH_ERROR_TITLES.signIn),
    );
  }, []);

  // Another tab signed in or out (the stored user appeared or went): read the session again so
  // this tab follows instead of acting for a user who is no longer there.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.user || leaving.current) return;
      const signedOutElsewhere = event.newValue === null && authClient.currentUser();
      const signedInElsewhere = event.newValue !== null && !authClient.currentUser();
      if (signedOutElsewhere || signedInElsewhere) authClient.reload().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const settled = () => latestBuild.current;
    const rebuildUser = async () => {
      const identity = authClient.currentUser();
      if (!identity) throw new Error(NO_SIGNED_IN_USER_MESSAGE);
      const next = await buildAppUser(identity);
      storeUser(next);
      setUser(next);
    };
    return {
      status,
      user,
      signInProviders: authClient.signInProviders,
      signIn: (email, password) =>
        withErrorToast(AUTH_ERROR_TITLES.signIn, async () => {
          await logSignIn(() => authClient.signIn(email, password));
          await settled();
        }),
      // The same toast and log as a password sign-in; the guard sends the user on either way.
      signInWithProvider: (provider) =>
        withErrorToast(AUTH_ERROR_TITLES.signIn, async () => {
          await logSignIn(() => authClient.signInWithProvider(provider));
          await settled();
        }),
      createAccount: (account) =>
        withErrorToast(AUTH_ERROR_TITLES.createAccount, async () => {
          await authClient.createAccount(account);
          await settled();
        }),
      signOut: () =>
        withErrorToast(AUTH_ERROR_TITLES.signOut, async () => {
          leaving.current = true;
          try {
            await authClient.signOut();
          } catch (error) {
            leaving.current = false;
            throw error;
          }
          recordSignInEvent('signed out');
          storeUser(null);
          // Seed §4: a hard navigation, so no signed-in state survives in memory.
          window.location.assign(ROUTES.landing);
        }),
      sendPasswordReset: (email) =>
        withErrorToast(AUTH_ERROR_TITLES.sendPasswordReset, () => authClient.sendPasswordReset(email)),
      resetPassword: (token, newPassword) =>
        withErrorToast(AUTH_ERROR_TITLES.sendPasswordReset, () => authClient.resetPassword(token, newPassword)),
      checkPasswordResetCode: (token) => authClient.checkPasswordResetCode(token),
      sendEmailVerification: () =>
        withErrorToast(AUTH_ERROR_TITLES.sendEmailVerification, async () => {
          requireSignedIn();
          await authClient.sendEmailVerification();
        }),
      verifyEmail: async (code) => {
        await authClient.verifyEmail(code);
        await settled();
      },
      updateProfile: (changes) =>
        withErrorToast(AUTH_ERROR_TITLES.updateProfile, async () => {
          requireSignedIn();
          if (changes.displayName !== undefined && changes.displayName.trim().length < DISPLAY_NAME_MIN_LENGTH) {
            throw new Error(DISPLAY_NAME_TOO_SHORT_MESSAGE);
          }
          if (changes.displayName !== undefined && changes.displayName.trim().length > DISPLAY_NAME_MAX_LENGTH) {
            throw new Error(DISPLAY_NAME_TOO_LONG_MESSAGE);
          }
          await authClient.updateProfile(changes);
          await settled();
        }),
      changePassword: (currentPassword, newPassword) =>
        withErrorToast(AUTH_ERROR_TITLES.changePassword, async () => {
          requireSignedIn();
          await authClient.changePassword(currentPassword, newPassword);
        }),
      deleteAccount: (password) =>
        withErrorToast(AUTH_ERROR_TITLES.deleteAccount, async () => {
          requireSignedIn();
          leaving.current = true;
          try {
            await authClient.deleteAccount(password);
          } catch (error) {
            leaving.current = false;
            throw error;
          }
          storeUser(null);
          window.location.assign(ROUTES.landing);
        }),
      refreshToken: () =>
        withErrorToast(AUTH_ERROR_TITLES.authState, async () => {
          requireSignedIn();
          await authClient.getIdToken(true);
          await rebuildUser();
        }),
      refreshProfile: () => rebuildUser(),
      reloadUser: () =>
        withErrorToast(AUTH_ERROR_TITLES.authState, async () => {
          await authClient.reload();
          await settled();
        }),
    };
  }, [status, user]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
