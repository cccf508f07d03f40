// Lighthouse scores (performance, accessibility, best practices, SEO) of the landing, login and
// dashboard pages, on a phone and a desktop, against the built app served by the real server on
// 127.0.0.1 with a throw-away data dir. Prints figures; it never fails on a score.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready within 60 s');
}

/** Signs a user up through the identity service and returns the session cookie header. */
async function sessionCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      name: 'Lighthouse Runner',
      email: `lighthouse-${Date.now()}@example.org`,
      password: 'lighthouse-42',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-lighthouse-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'server.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let chrome;
try {
  await waitForReady(baseUrl, server);
  const cookie = await sessionCookie(baseUrl);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

  const pages = [
    { name: 'landing', path: '/' },
    { name: 'login', path: '/auth/login' },
    { name: 'dashboard', path: '/dashboard', headers: { Cookie: cookie } },
  ];
  const rows = [];
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of pages) {
      const result = await lighthouse(
        `${baseUrl}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ...(page.headers ? { extraHeaders: page.headers } : {}),
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, finalDisplayedUrl, audits } = result.lhr;
      if (page.name === 'dashboard' && !new URL(finalDisplayedUrl).pathname.startsWith('/dashboard')) {
        throw new Error(`the dashboard run ended on ${finalDisplayedUrl}: the session cookie was not accepted`);
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        page: page.name,
        device: formFactor,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        LCP: audits['largest-contentful-paint']?.displayValue ?? '',
        TBT: audits['total-blocking-time']?.displayValue ?? '',
        CLS: audits['cumulative-layout-shift']?.displayValue ?? '',
      });
      // Name what cost points outside performance, so a dip can be acted on.
      const lost = CATEGORIES.filter((id) => id !== 'performance')
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
        .map((ref) => ref.id);
      console.log(
        `${page.name.padEnd(9)} ${formFactor.padEnd(7)} performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}${lost.length ? ` (lost on: ${[...new Set(lost)].join(', ')})` : ''}`,
      );
    }
  }
  console.table(rows);
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
