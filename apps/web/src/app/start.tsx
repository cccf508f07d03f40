import '../lib/zod-jitless';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { authClientChosen, installAuthClient } from '../lib/auth/auth-client-instance';
import { loadClientConfig } from '../lib/client-config';
import { App } from './app';
import { ErrorScreen } from './error-screen';

/** The identity client comes first: the app's first render already asks who is signed in. */
async function installConfiguredAuthClient() {
  const config = await loadClientConfig();
  if (config.identityProvider === 'firebase') {
    // Its own chunk: a deployment on the built-in service never downloads the Firebase SDK.
    const { createFirebaseAuthClient } = await import('../lib/auth/firebase-auth-client');
    installAuthClient(createFirebaseAuthClient(config.firebase));
  }
  authClientChosen();
}

const options: RootOptions = {
  // The error boundary shows these to the user; the console gets a warning, not an error.
  onCaughtError: (error) => console.warn('Caught a rendering error', error),
};

function render(container: HTMLElement, content: ReactNode) {
  // Drawn from scratch: whatever the page arrived with (the prerendered landing page) goes.
  container.replaceChildren();
  createRoot(container, options).render(<StrictMode>{content}</StrictMode>);
}

/**
 * Starts the app in `container`. The landing page arrives rendered (the build's prerender,
 * decision 035): the app takes over that HTML instead of drawing it again, in a transition, so
 * React yields to the browser as it goes (the page is on screen already; no long task holds it).
 * Every other page starts empty and is drawn at once, not in a transition: the toasts' region
 * (Radix) is set in one, and entangled with a first render that waits for the page's code, a
 * toast raised meanwhile (the session could not be read) timed out before it was ever shown.
 */
export function start(container: HTMLElement, prerendered: boolean) {
  installConfiguredAuthClient().then(
    () => {
      if (prerendered)
        startTransition(
          () =>
            void hydrateRoot(
              container,
              <StrictMode>
                <App />
              </StrictMode>,
              options,
            ),
        );
      else render(container, <App />);
    },
    (error: unknown) => {
      // The sign-in service's code did not load (a dropped connection, a deploy in between).
      console.error('The sign-in service could not be started', error);
      render(container, <ErrorScreen onRetry={() => window.location.reload()} />);
    },
  );
}
