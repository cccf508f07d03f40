import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { newAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A first run as a new user makes it: `npm start`'s server with no PUBLIC_URL, opened at the
 * address its own log prints (127.0.0.1) rather than the README's localhost.
 */
test.describe('a first run without PUBLIC_URL', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;
  let log = '';

  test.beforeAll(async () => {
    port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-first-run-'));
    server = spawn(process.execPath, [path.join('apps', 'server', 'dist', 'server.js')], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join('apps', 'web', 'dist-e2e'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the log names the address to open first, and registering at 127.0.0.1 works', async ({ page }) => {
    const firstAddress = /https?:\/\/[^\s")]+/.exec(log)?.[0];
    expect(firstAddress).toBe(`http://localhost:${port}`);

    await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
    await page.goto(`http://127.0.0.1:${port}/auth/register`);
    const account = newAccount('first-run');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // A fresh server's first sign-up hashes a password on a busy machine, then the dashboard's code loads.
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/dashboard`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
