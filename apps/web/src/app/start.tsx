import '../lib/zod-jitless';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { authClientChosen, installAuthClient } from '../lib/auth/auth-client-instance';
import { loadClientConfig } from '../lib/client-config';
import { inNextTask } from '../lib/next-task';
import { App } from './app';
import { ErrorScreen } from './error-screen';
import { router } from './router';

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

/**
 * Resolves once the router has the code of the page it starts on. The sign-in pages are chunks of
 * their own (decision 049): until theirs has loaded, the router would draw nothing where the
 * prerendered form is, so such a page is taken over only once it is in (its HTML preloads it).
 */
function pageCodeLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const options: RootOptions = {
  // The error boundary shows these to the user; the console gets a warning, not an error.
  onCaughtError: (error) => console.warn('Caught a rendering error', error),
};

/**
 * The marks of a prerendered sign-in page (build/prerender-pages.ts, decision 041): its root is
 * for signed-out visitors only, and the session check beside it is what a visitor remembered as
 * signed in (public/theme-init.js) sees instead until the app draws the page.
 */
const SIGNED_OUT_ONLY = 'data-signed-out-only';
/** The page for paths behind the signed-in guard: its session check is drawn again (decision 044). */
const SESSION_CHECK = 'data-session-check';
const REMEMBERED_VISITOR = '[data-remembered-visitor]';
const REMEMBERED_USER = 'data-remembered-user';

/** The app draws the page from here on: the prerendered page's marks go. */
function dropPrerenderMarks(container: HTMLElement) {
  container.removeAttribute(SIGNED_OUT_ONLY);
  container.removeAttribute(SESSION_CHECK);
  document.querySelector(REMEMBERED_VISITOR)?.remove();
}

function render(container: HTMLElement, content: ReactNode) {
  // Drawn from scratch: whatever the page arrived with (a prerendered page) goes.
  container.replaceChildren();
  const root = createRoot(container, options);
  // At once, so that the prerendered session check gives way to the app's in the same frame.
  flushSync(() => root.render(<StrictMode>{content}</StrictMode>));
  dropPrerenderMarks(container);
}

/**
 * Whether the app takes over the HTML the page arrived with. The prerendered pages (landing, sign
 * in, create account) are what a signed-out visitor's first render draws; a visitor remembered as
 * signed in gets the session check on the sign-in pages instead (seed §2: then the redirect),
 * which is drawn from scratch. So is the session check a page behind the signed-in guard arrives
 * with (decision 044): the app's first render draws the same check in the same task, and what
 * follows is the page's own code, drawn as every other page is.
 */
function hydrates(container: HTMLElement) {
  if (!container.hasChildNodes() || container.hasAttribute(SESSION_CHECK)) return false;
  return !(container.hasAttribute(SIGNED_OUT_ONLY) && document.documentElement.hasAttribute(REMEMBERED_USER));
}

/**
 * Starts the app in `container`. The landing and sign-in pages arrive rendered (the build's
 * prerender, decisions 035 and 041): the app takes over that HTML instead of drawing it again, in a transition, so
 * React yields to the browser as it goes (the page is on screen already; no long task holds it).
 * Every other page starts empty and is drawn at once, not in a transition: the toasts' region
 * (Radix) is set in one, and entangled with a first render that waits for the page's code, a
 * toast raised meanwhile (the session could not be read) timed out before it was ever shown.
 */
export function start(container: HTMLElement) {
  const ready = Promise.all([
    installConfiguredAuthClient(),
    container.hasAttribute(SIGNED_OUT_ONLY) ? pageCodeLoaded() : undefined,
  ]);
  ready.then(
    () => {
      if (hydrates(container)) {
        dropPrerenderMarks(container);
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
      }
      // In a task of its own: the first bundle's evaluation (its modules, the router) is one long
      // task already, and the page shows its session check meanwhile, so the first render
      // lets the browser in between instead of adding to it (decision 053).
      else inNextTask(() => render(container, <App />));
    },
    (error: unknown) => {
      // The sign-in service's code did not load (a dropped connection, a deploy in between).
      console.error('The sign-in service could not be started', error);
      render(container, <ErrorScreen onRetry={() => window.location.reload()} />);
    },
  );
}
