import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { builtServer, projects } from './playwright.config';

/**
 * The auth end-to-end specs with IDENTITY_PROVIDER=firebase, against the Firebase Auth
 * emulator (`npm run test:firebase` runs this inside `firebase emulators:exec`).
 */
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the Firebase specs with `npm run test:firebase`');
}
const port = Number(process.env.E2E_FIREBASE_PORT ?? 3198);

export default defineConfig({
  ...base,
  testDir: 'e2e/firebase',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects,
  webServer: builtServer(
    port,
    {
      // Emulator mode is refused in production: the server runs as under test.
      NODE_ENV: 'test',
      IDENTITY_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'demo-grantpilot',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_GOOGLE_SIGN_IN: 'true',
    },
    // The instance ran the built-in service before: provider-switch.spec.ts carries its account over.
    `node --import tsx ${path.join('e2e', 'firebase', 'built-in-era.ts')}`,
  ),
});
