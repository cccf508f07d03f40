import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth';
import type { FirebaseClientConfig } from '@grantpilot/shared/contracts/client-config';
import { NO_SIGNED_IN_USER_MESSAGE, ROUTES } from '@grantpilot/shared/constants';
import { ApiError } from '../api-error';
import { deleteUserData } from '../api/delete-user';
import { AuthError, type AuthClient, type AuthIdentity } from './auth-client';
import { hasFirebaseCode, toAuthError, toPasswordCheckError } from './firebase-errors';
import { createIdentityAnnouncer } from './identity-announcer';

function toIdentity(user: User): AuthIdentity {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    hasPassword: user.providerData.some((info) => info.providerId === EmailAuthProvider.PROVIDER_ID),
  };
}

/** Where the emailed links send the person back to (Firebase's continue URL). */
function continueTo(path: string) {
  return { url: new URL(path, window.location.origin).href };
}

/** The server's refusal in its own words (`{ error: { message } }`), or why it could not answer. */
function accountNotDeleted(error: unknown) {
  if (!(error instanceof ApiError)) {
    return new AuthError(
      'network',
      'NETWORK_ERROR',
      'The server could not be reached. Check your connection and try again.',
    );
  }
  const message = error.code
    ? error.userMessage
    : `Your account could not be deleted: the server answered ${error.status}. Try again later.`;
  return new AuthError('other', error.code ?? 'ACCOUNT_NOT_DELETED', message, error.status);
}

/** The popup cannot open here: the redirect flow does the same sign-in by leaving the page. */
const POPUP_UNAVAILABLE = ['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment'];

/**
 * Firebase Authentication behind the AuthClient interface (modular SDK, loaded as its own chunk
 * only when the server configures Firebase). The product API trusts Firebase's ID tokens and
 * copies the name and verification state from their claims, so every change to those is
 * followed by a forced token refresh.
 */
export function createFirebaseAuthClient(config: FirebaseClientConfig): AuthClient {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    appId: config.appId,
    ...(config.storageBucket ? { storageBucket: config.storageBucket } : {}),
  });
  const auth = initializeAuth(app, {
    persistence: browserLocalPersistence,
    // With it, Safari and phones prepare the sign-in frame at start, so the popup still opens
    // inside the click; without Google sign-in that frame is not worth loading.
    ...(config.googleSignIn ? { popupRedirectResolver: browserPopupRedirectResolver } : {}),
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  const currentIdentity = () => (auth.currentUser ? toIdentity(auth.currentUser) : null);
  const announcer = createIdentityAnnouncer(currentIdentity);
  const { announce } = announcer;

  function requireUser() {
    if (!auth.currentUser) throw new AuthError('no-user', 'NO_USER', NO_SIGNED_IN_USER_MESSAGE);
    return auth.currentUser;
  }

  /** Firebase's call with its errors in the product's words. */
  async function attempt<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toAuthError(error);
    }
  }

  async function reauthenticate(user: User, password: string | undefined) {
    if (toIdentity(user).hasPassword) {
      const credential = EmailAuthProvider.credential(user.email ?? '', password ?? '');
      await reauthenticateWithCredential(user, credential).catch((error: unknown) => {
        throw toPasswordCheckError(error);
      });
    } else {
      await attempt(() => reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver));
    }
  }

  onAuthStateChanged(auth, announce, (error) => announcer.reportError(toAuthError(error)));
  // A Google sign-in that went by redirect ends here, after the browser came back. Asked once,
  // at start (the SDK keeps the result ten minutes); the user arrives through onAuthStateChanged.
  const redirectResult: Promise<AuthIdentity | null> = config.googleSignIn
    ? attempt(() => getRedirectResult(auth, browserPopupRedirectResolver)).then((credential) =>
        credential ? toIdentity(credential.user) : null,
      )
    : Promise.resolve(null);
  // Read by the auth provider; until then a failure must not count as unhandled.
  redirectResult.catch(() => undefined);

  return {
    signInProviders: config.googleSignIn ? ['google'] : [],

    currentUser: currentIdentity,

    onAuthStateChanged: announcer.subscribe,

    async signIn(email, password) {
      const { user } = await attempt(() => signInWithEmailAndPassword(auth, email, password));
      announce();
      return toIdentity(user);
    },

    async signInWithProvider(provider) {
      if (provider !== 'google' || !config.googleSignIn) {
        throw new AuthError('other', 'PROVIDER_NOT_OFFERED', 'Signing in with Google is not offered here.');
      }
      const google = new GoogleAuthProvider();
      try {
        // Called straight from the click: a popup opened later is blocked.
        const { user } = await signInWithPopup(auth, google, browserPopupRedirectResolver);
        announce();
        return toIdentity(user);
      } catch (error) {
        if (!hasFirebaseCode(error, ...POPUP_UNAVAILABLE)) throw toAuthError(error);
      }
      await attempt(() => signInWithRedirect(auth, google, browserPopupRedirectResolver));
      return null;
    },

    redirectSignInResult: () => redirectResult,

    // Announced once complete: the app's first look at the new user already has their name.
    createAccount: ({ name, email, password }) =>
      announcer.holdWhile(async () => {
        const { user } = await attempt(() => createUserWithEmailAndPassword(auth, email, password));
        await attempt(() => updateProfile(user, { displayName: name }));
        // The account exists and works without it; the settings page can send it again.
        await sendEmailVerification(user, continueTo(ROUTES.emailVerified)).catch((error: unknown) =>
          console.warn('The verification email was not sent', error),
        );
        await attempt(() => user.getIdToken(true));
        announce();
        return toIdentity(user);
      }),

    async signOut() {
      await attempt(() => signOut(auth));
      announce();
    },

    async sendPasswordReset(email) {
      try {
        await sendPasswordResetEmail(auth, email, continueTo(ROUTES.login));
      } catch (error) {
        // Without enumeration protection Firebase says the account does not exist; the page
        // answers "if an account exists…" either way, so nobody learns who has one.
        if (!hasFirebaseCode(error, 'auth/user-not-found')) throw toAuthError(error);
      }
    },

    resetPassword: (code, newPassword) => attempt(() => confirmPasswordReset(auth, code, newPassword)),

    checkPasswordResetCode: (code) => attempt(() => verifyPasswordResetCode(auth, code)),

    sendEmailVerification: () => attempt(() => sendEmailVerification(requireUser(), continueTo(ROUTES.emailVerified))),

    async verifyEmail(code) {
      await attempt(() => applyActionCode(auth, code));
      const user = auth.currentUser;
      if (user) {
        await attempt(async () => {
          await user.reload();
          await user.getIdToken(true);
        });
        announce();
      }
      return currentIdentity();
    },

    async updateProfile(changes) {
      const user = requireUser();
      // Only what changed: the form sends both fields, and an unchanged empty photo would go
      // out as `photoUrl: null`, which Firebase's emulator refuses.
      const changed = {
        ...(changes.displayName !== undefined && changes.displayName !== user.displayName
          ? { displayName: changes.displayName }
          : {}),
        ...(changes.photoURL !== undefined && (changes.photoURL || null) !== (user.photoURL || null)
          ? { photoURL: changes.photoURL || null }
          : {}),
      };
      await attempt(async () => {
        if (Object.keys(changed).length > 0) await updateProfile(user, changed);
        await user.getIdToken(true);
      });
      announce();
      return toIdentity(user);
    },

    async changePassword(currentPassword, newPassword) {
      const user = requireUser();
      await reauthenticate(user, currentPassword);
      await attempt(() => updatePassword(user, newPassword));
    },

    async deleteAccount(password) {
      const user = requireUser();
      await reauthenticate(user, password);
      // The product data first: if the server refuses (the last owner of an organisation),
      // nothing is deleted and the person can hand the organisation on and try again.
      try {
        await deleteUserData(user.uid);
      } catch (error) {
        throw accountNotDeleted(error);
      }
      await attempt(() => deleteUser(user));
    },

    async getIdToken(forceRefresh = false) {
      const user = auth.currentUser;
      return user ? attempt(() => user.getIdToken(forceRefresh)) : null;
    },

    async reload() {
      const user = auth.currentUser;
      if (user) {
        const wasVerified = user.emailVerified;
        await attempt(() => user.reload());
        // Verified on another device: the server reads it from the token, so get a new one.
        if (user.emailVerified !== wasVerified) await attempt(() => user.getIdToken(true));
      }
      announce();
      return currentIdentity();
    },
  };
}
