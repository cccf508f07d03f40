import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAILS } from './e2e/support/admin-emails';

// The built app on a throw-away data dir. The path is put in the environment so that worker
// processes (which load this file again) read the same outbox.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://localhost:${port}`;
/** The stand-in language model (e2e/support/llm-stand-in.ts) and, one above, its control port. */
export const llmPort = Number(process.env.E2E_LLM_PORT ?? port + 100);
process.env.E2E_LLM_PORT = String(llmPort);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // These machines have no network: keep Chromium from trying to reach Google at every start.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A desktop and a phone, both in the system Chromium; the phone runs the `@phone` tests. */
export const projects = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
];

/**
 * The built server on `port` with the e2e web build, on the throw-away data dir; `before` runs
 * first, in the same environment (to lay data down before the server holds the data dir).
 */
export function builtServer(port: number, env: Record<string, string>, before?: string) {
  const url = `http://localhost:${port}`;
  const server = `node ${path.join('apps', 'server', 'dist', 'server.js')}`;
  return {
    command: before ? `${before} && ${server}` : server,
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // e2e/support/outbox.ts reads the mail there.
      DATA_DIR: process.env.E2E_DATA_DIR!,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join('apps', 'web', 'dist-e2e'),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Run by playwright.firebase.config.ts against the Firebase Auth emulator.
  testIgnore: 'firebase/**',
  outputDir: 'test-results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects,
  webServer: [
    {
      command: 'node --import tsx e2e/support/llm-stand-in.ts',
      url: `http://127.0.0.1:${llmPort + 1}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    builtServer(port, {
      NODE_ENV: 'production',
      AUTH_RATE_LIMIT_MAX: '1000',
      LLM_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
      LLM_MODEL: 'recorded-model',
      // Instance administrators of e2e/admin.spec.ts and e2e/support-tickets.spec.ts (the role needs the address verified).
      ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    }),
  ],
});
