import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createPglite, fromPglite } from './db/client';

/**
 * `npm run lint:openapi`: builds the app on a throw-away in-memory database (the document needs
 * no data), writes `/api/docs` to a temporary file and lints it with Redocly under the rules in
 * `redocly.yaml`. Exits with Redocly's status.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function writeDocument(file: string) {
  const dataDir = path.dirname(file);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'openapi-lint-secret-of-at-least-32-characters',
    LOG_LEVEL: 'silent',
  });
  // The app is built as the server builds it: on a migrated database (it reads tables at start).
  const database = fromPglite(await createPglite());
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    webDistDir: path.join(dataDir, 'no-web-build'),
    logger: false,
  });
  await app.ready();
  const response = await app.inject('/api/docs');
  await app.close();
  if (response.statusCode !== 200) throw new Error(`/api/docs answered ${response.statusCode}`);
  await fs.writeFile(file, response.body);
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  await writeDocument(file);
  const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'stylish'],
    { stdio: 'inherit', cwd: ROOT },
  );
  process.exitCode = result.status ?? 1;
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
