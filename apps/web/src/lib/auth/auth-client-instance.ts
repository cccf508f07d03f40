import type { AuthClient } from './auth-client';
import { createBuiltInAuthClient } from './built-in-auth-client';

let installed: AuthClient = createBuiltInAuthClient();
let markChosen: () => void = () => {};
const chosen = new Promise<void>((resolve) => {
  markChosen = resolve;
});

/**
 * Makes `client` the one identity client of this page. app/start.tsx calls it before the app
 * renders (listeners subscribed earlier would stay with the previous client).
 */
export function installAuthClient(client: AuthClient) {
  installed = client;
}

/** app/start.tsx says the page's identity client is settled: installed, or the built-in one kept. */
export function authClientChosen() {
  markChosen();
}

/**
 * Resolves once the page's identity client is settled. Code that subscribes before the app
 * renders (the router loads routes as soon as its module is evaluated) waits for it, or its
 * listener would stay with the built-in client on a Firebase deployment.
 */
export function whenAuthClientChosen(): Promise<void> {
  return chosen;
}

/**
 * The one identity client of this page, as every page and helper imports it: the built-in
 * service unless main.tsx installed another one (Firebase) from the server's configuration.
 */
export const authClient: AuthClient = {
  get signInProviders() {
    return installed.signInProviders;
  },
  currentUser: () => installed.currentUser(),
  onAuthStateChanged: (listener, onError) => installed.onAuthStateChanged(listener, onError),
  signIn: (email, password) => installed.signIn(email, password),
  signInWithProvider: (provider) => installed.signInWithProvider(provider),
  redirectSignInResult: () => installed.redirectSignInResult(),
  createAccount: (account) => installed.createAccount(account),
  signOut: () => installed.signOut(),
  sendPasswordReset: (email) => installed.sendPasswordReset(email),
  resetPassword: (token, newPassword) => installed.resetPassword(token, newPassword),
  checkPasswordResetCode: (token) => installed.checkPasswordResetCode(token),
  sendEmailVerification: () => installed.sendEmailVerification(),
  verifyEmail: (code) => installed.verifyEmail(code),
  updateProfile: (changes) => installed.updateProfile(changes),
  changePassword: (currentPassword, newPassword) => installed.changePassword(currentPassword, newPassword),
  deleteAccount: (password) => installed.deleteAccount(password),
  getIdToken: (forceRefresh) => installed.getIdToken(forceRefresh),
  reload: () => installed.reload(),
};
