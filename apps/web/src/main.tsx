import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ErrorScreen } from './app/error-screen';
import { installAuthClient } from './lib/auth/auth-client-instance';
import { loadClientConfig } from './lib/client-config';
import './styles.css';

/** The identity client comes first: the app's first render already asks who is signed in. */
async function installConfiguredAuthClient() {
  const config = await loadClientConfig();
  if (config.identityProvider === 'firebase') {
    // Its own chunk: a deployment on the built-in service never downloads the Firebase SDK.
    const { createFirebaseAuthClient } = await import('./lib/auth/firebase-auth-client');
    installAuthClient(createFirebaseAuthClient(config.firebase));
  }
}

function render(content: ReactNode) {
  createRoot(document.getElementById('root')!, {
    // The error boundary shows these to the user; the console gets a warning, not an error.
    onCaughtError: (error) => console.warn('Caught a rendering error', error),
  }).render(<StrictMode>{content}</StrictMode>);
}

installConfiguredAuthClient().then(
  () => render(<App />),
  (error: unknown) => {
    // The sign-in service's code did not load (a dropped connection, a deploy in between).
    console.error('The sign-in service could not be started', error);
    render(<ErrorScreen onRetry={() => window.location.reload()} />);
  },
);
