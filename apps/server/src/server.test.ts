import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady, type ServerProcess } from './testing/server-process';

/** Sign up over HTTP and return the uid and a fresh ID token. */
async function signUp(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: `durable-${Date.now()}@example.com`, password: 'durable one', name: 'Durable' }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  const { token } = (await (await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return { uid: user.id, token };
}

describe('the server process on the embedded database', () => {
  let dataDir: string;
  const running: ServerProcess[] = [];
  const start = async (port?: number) => {
    const server = await startServerProcess(dataDir, port);
    running.push(server);
    return server;
  };

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-process-'));
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds its data dir: a second process stops naming the lock; an acknowledged write survives kill -9', async () => {
    const first = await start();
    await waitUntilReady(first);
    const user = await signUp(first.baseUrl);
    const write = await fetch(`${first.baseUrl}/api/settings/${user.uid}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ preferences: { darkMode: true, acknowledged: 'yes' } }),
    });
    expect(write.status).toBe(200);

    const second = await start();
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(second.output()).toContain(`lock file ${path.join(dataDir, 'grantpilot.lock')}`);
    expect(second.output()).toContain(`process ${first.child.pid}`);

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // A restart: same data dir, same address (the tokens' issuer is the public URL).
    const third = await start(Number(new URL(first.baseUrl).port));
    await waitUntilReady(third);
    const read = await fetch(`${third.baseUrl}/api/settings/${user.uid}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      preferences: { darkMode: true, reminderEmails: true, supportEmails: true, acknowledged: 'yes' },
    });

    // Graceful shutdown: a request already in flight is finished, then the process exits 0
    // and releases the lock. "In flight" is made certain, not timed: the server answers
    // `Expect: 100-continue` only once it has taken the request in, and the stop is sent then,
    // with the body still to come.
    const body = JSON.stringify({ preferences: { lastWrite: 'during shutdown' } });
    const inFlight = new Promise<number>((resolve, reject) => {
      const request = http.request(`${third.baseUrl}/api/settings/${user.uid}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      request.on('continue', () => {
        request.write(body.slice(0, 10));
        third.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(await inFlight).toBe(200);
    expect((await third.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'grantpilot.lock'))).toBe(false);
  }, 180_000);

  it('refuses to start on a bad configuration, naming each bad variable', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'server.ts')], {
      env: { PATH: process.env.PATH, PORT: 'abc', DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('DATABASE_URL');
  });

  it('says in one line, without the password, when PostgreSQL cannot be reached', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'server.ts')], {
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/grantpilot', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('GrantPilot cannot start. The database at postgres://app@127.0.0.1:1/grantpilot');
    expect(result.stderr).toContain('ECONNREFUSED');
    expect(result.stderr).not.toContain('s3cret');
  });

  it('refuses the Firebase Auth emulator for a real project and in production', async () => {
    const { spawnSync } = await import('node:child_process');
    const start = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'server.ts')], {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          PORT: '0',
          IDENTITY_PROVIDER: 'firebase',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          ...env,
        },
        encoding: 'utf8',
        // Loading the server through tsx takes long on a busy machine; the refusal itself is at once.
        timeout: 120_000,
      });

    const realProject = start({ NODE_ENV: 'development', FIREBASE_PROJECT_ID: 'grant-office' });
    expect(realProject.status).toBe(1);
    expect(realProject.stderr).toContain(
      'FIREBASE_AUTH_EMULATOR_HOST: is only accepted with a "demo-" project id (FIREBASE_PROJECT_ID is "grant-office")',
    );

    const production = start({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-grantpilot' });
    expect(production.status).toBe(1);
    expect(production.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST: is never accepted with NODE_ENV=production');
  }, 300_000);
});
