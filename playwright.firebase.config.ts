import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The auth end-to-end specs with IDENTITY_PROVIDER=firebase, against the Firebase Auth
 * emulator (`npm run test:firebase` runs this inside `firebase emulators:exec`).
 */
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the Firebase specs with `npm run test:firebase`');
}
const port = Number(process.env.E2E_FIREBASE_PORT ?? 3198);
const baseURL = `http://localhost:${port}`;
const launchOptions = base.use?.launchOptions;

export default defineConfig({
  ...base,
  testDir: 'e2e/firebase',
  testIgnore: [],
  use: { ...base.use, baseURL },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
  webServer: {
    command: `node ${path.join('apps', 'server', 'dist', 'server.js')}`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      // Emulator mode is refused in production: the server runs as under test.
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The base configuration's throw-away data dir: e2e/support/outbox.ts reads its mail there.
      DATA_DIR: process.env.E2E_DATA_DIR!,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join('apps', 'web', 'dist-e2e'),
      IDENTITY_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'demo-grantpilot',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_GOOGLE_SIGN_IN: 'true',
    },
  },
});
