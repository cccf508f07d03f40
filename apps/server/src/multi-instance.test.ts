import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from './testing/test-database';
import { freePort, startServerProcess, waitUntilReady, type ServerProcess } from './testing/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Several server processes on one PostgreSQL, as a scaled-out instance runs: they serve the same
 * data, a change through one is seen by the next read through another, and an acknowledged write
 * survives `kill -9`. Needs TEST_DATABASE_URL (CI's PostgreSQL pass); the embedded database is
 * one process by design (its lock is tested in server.test.ts).
 */
describe.skipIf(!adminUrl)('server processes sharing one PostgreSQL', () => {
  const running: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let publicUrl: string;

  /** An instance: its own data dir and port, the shared database, secret and public address. */
  async function instance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-instance-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess(dataDir, await freePort(), {
      DATABASE_URL: database.url,
      AUTH_SECRET: 'a-secret-shared-by-every-instance-of-this-test',
      PUBLIC_URL: publicUrl,
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    running.push(server);
    await waitUntilReady(server);
    return server;
  }

  beforeAll(async () => {
    database = await createPostgresTestDatabase(adminUrl!);
    // The address users reach the instances at (a load balancer's): issuer and audience of tokens.
    publicUrl = 'http://grants.example.test';
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  async function signUp(server: ServerProcess) {
    const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({ email: `instances-${Date.now()}@example.com`, password: 'two of them', name: 'Twin' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const token = (
      (await (await fetch(`${server.baseUrl}/api/auth/token`, { headers: { cookie } })).json()) as {
        token: string;
      }
    ).token;
    return { cookie, token };
  }

  const api = (server: ServerProcess, token: string, method: string, url: string, body?: unknown) =>
    fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('serve the same data: a token of one is good at the other, and a status move through one is seen by the other', async () => {
    const [first, second] = [await instance(), await instance()];
    const { token } = await signUp(first!);
    const organization = (await (await api(second!, token, 'POST', '/api/orgs', { name: 'Twin Trust' })).json()) as {
      id: string;
    };
    const created = await api(first!, token, 'POST', `/api/orgs/${organization.id}/applications`, {
      title: 'Seen from both',
      currency: 'EUR',
    });
    expect(created.status).toBe(201);
    const application = (await created.json()) as { id: string; status: string };
    expect(application.status).toBe('prospect');

    const moved = await api(
      first!,
      token,
      'PUT',
      `/api/orgs/${organization.id}/applications/${application.id}/status`,
      {
        status: 'drafting',
      },
    );
    expect(moved.status).toBe(200);
    const seen = await api(second!, token, 'GET', `/api/orgs/${organization.id}/applications/${application.id}`);
    expect(((await seen.json()) as { status: string }).status).toBe('drafting');

    // The same move again through the other instance is refused: the pipeline is one for both.
    const again = await api(
      second!,
      token,
      'PUT',
      `/api/orgs/${organization.id}/applications/${application.id}/status`,
      {
        status: 'drafting',
      },
    );
    expect(again.status).toBe(409);
  }, 180_000);

  it('keep an acknowledged write after kill -9 of the instance that took it', async () => {
    const writer = await instance();
    const { token } = await signUp(writer);
    const organization = (await (await api(writer, token, 'POST', '/api/orgs', { name: 'Durable Trust' })).json()) as {
      id: string;
    };
    const created = await api(writer, token, 'POST', `/api/orgs/${organization.id}/projects`, { name: 'Kept project' });
    expect(created.status).toBe(201);
    const project = (await created.json()) as { id: string };

    writer.child.kill('SIGKILL');
    expect((await writer.exited).signal).toBe('SIGKILL');

    const reader = await instance();
    const read = await api(reader, token, 'GET', `/api/orgs/${organization.id}/projects/${project.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { name: string }).name).toBe('Kept project');
  }, 180_000);
});
