import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

createRoot(document.getElementById('root')!, {
  // The error boundary shows these to the user; the console gets a warning, not an error.
  onCaughtError: (error) => console.warn('Caught a rendering error', error),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
