import type { AuthError, AuthErrorListener, AuthIdentity, AuthStateListener } from './auth-client';

/**
 * The listeners of a hosted identity service's client. Each hears the identity once it is known
 * and once per change after that, however often the service reports the same state (Firebase
 * reports a sign-in itself, and the client announces it too so that the caller's await covers
 * it). An error reported before anyone listens (a redirect's result at start) waits for the
 * first error listener.
 */
export function createIdentityAnnouncer(readIdentity: () => AuthIdentity | null) {
  const listeners = new Set<AuthStateListener>();
  const errorListeners = new Set<AuthErrorListener>();
  let known = false;
  let announced: AuthIdentity | null = null;
  let holding = false;
  let heldAnnouncement = false;
  let pendingError: AuthError | null = null;

  function announce() {
    if (holding) {
      heldAnnouncement = true;
      return;
    }
    const identity = readIdentity();
    if (known && JSON.stringify(identity) === JSON.stringify(announced)) return;
    known = true;
    announced = identity;
    for (const listener of listeners) listener(identity);
  }

  return {
    announce,

    reportError(error: AuthError) {
      if (errorListeners.size === 0) pendingError = error;
      for (const listener of errorListeners) listener(error);
    },

    /** Announces nothing while `work` runs (an account without its name yet), then what changed. */
    async holdWhile<T>(work: () => Promise<T>): Promise<T> {
      holding = true;
      try {
        return await work();
      } finally {
        holding = false;
        if (heldAnnouncement) {
          heldAnnouncement = false;
          announce();
        }
      }
    },

    subscribe(listener: AuthStateListener, onError?: AuthErrorListener) {
      listeners.add(listener);
      if (onError) {
        errorListeners.add(onError);
        if (pendingError) onError(pendingError);
        pendingError = null;
      }
      if (known && !holding) listener(announced);
      return () => {
        listeners.delete(listener);
        if (onError) errorListeners.delete(onError);
      };
    },
  };
}
