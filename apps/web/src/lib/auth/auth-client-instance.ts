import type { AuthClient } from './auth-client';
import { createBuiltInAuthClient } from './built-in-auth-client';

let installed: AuthClient = createBuiltInAuthClient();

/**
 * Makes `client` the one identity client of this page. main.tsx calls it before the app renders
 * (listeners subscribed earlier would stay with the previous client).
 */
export function installAuthClient(client: AuthClient) {
  installed = client;
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
