import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from './testing/eventually';
import { freePort, waitUntilReady } from './testing/server-process';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start` as an operator or a service manager runs it: the signal goes to the npm process,
 * and nothing of the product may outlive it (an orphan would keep answering and hold the
 * embedded database's lock).
 */
describe('npm start', () => {
  const cleanup: (() => void)[] = [];
  afterAll(() => cleanup.forEach((step) => step()));

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the server gracefully on ${signal} to npm: the port closes and the lock is released`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-start-'));
      // A web build of its own, so `npm start` has only the server bundle to keep current.
      const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-start-web-'));
      fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>GrantPilot</title>');
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      cleanup.push(() => fs.rmSync(webDist, { recursive: true, force: true }));
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: baseUrl,
          WEB_DIST_DIR: webDist,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      cleanup.push(() => npm.exitCode === null && npm.kill('SIGKILL'));

      const asServer = {
        child: npm,
        baseUrl,
        output: () => output,
        exited: exited.then(() => ({ code: null, signal: null })),
      };
      await waitUntilReady(asServer, 240_000);
      const lockFile = path.join(dataDir, 'grantpilot.lock');
      const serverPid = (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
      cleanup.push(() => isAlive(serverPid) && process.kill(serverPid, 'SIGKILL'));

      npm.kill(signal);
      await exited;
      await eventually(async () => (isAlive(serverPid) ? undefined : true), 20_000).catch(() => {
        throw new Error(`server process ${serverPid} still running after npm ended:\n${output}`);
      });
      await expect(fetch(`${baseUrl}/readyz`)).rejects.toThrow();
      expect(fs.existsSync(lockFile)).toBe(false);
      expect(output).not.toMatch(/unhandled|Error:/);
    }, 300_000);
  }
});
