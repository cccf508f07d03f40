// Lighthouse scores (performance, accessibility, best practices, SEO) of the landing, login and
// dashboard pages, on a phone and a desktop, beside a bare Vite + React page (bench/lighthouse-bare:
// a heading and a paragraph) as the yardstick. The product is the built app served by the real
// server on 127.0.0.1 with a throw-away data dir holding the demo organisation (`seed:demo`); the
// bare page is built in the same run by the project's Vite with the product's compression plugin
// and served by the product's own page and compression plugins. Each page is measured `--runs`
// times (3 by default), the pages taking turns, and the medians are printed. It prints figures and
// never fails on a score. Run with tsx (`npm run lighthouse`): it imports those TypeScript plugins.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build as viteBuild } from 'vite';
import { compressionPlugin } from '../apps/server/src/plugins/compression.ts';
import { securityHeadersPlugin } from '../apps/server/src/plugins/security-headers.ts';
import { webAppPlugin } from '../apps/server/src/plugins/web-app.ts';
import { compressAssets } from '../apps/web/build/compress-assets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--out <dir>`: also keeps every run's full report there (page-device-run.json), to profile from.
// `--compare <dir>`: another build of the web app (a copy of apps/web/dist, say the one before a
// change) served beside this one by a second server (WEB_DIST_DIR, a copy of the same data), its
// pages measured in turn with this build's as "landing (compare)" and so on: an A/B on one
// machine at one time, since a shared machine's load moves both alike.
// `--pages dashboard,login` and `--devices mobile`: only those (names as printed; the bare page is
// always measured, the baseline every figure is read against).
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
    compare: { type: 'string' },
    pages: { type: 'string' },
    devices: { type: 'string', default: 'mobile,desktop' },
  },
});
if (args.compare && !fs.existsSync(path.join(args.compare, 'index.html'))) {
  throw new Error(`--compare ${args.compare}: no index.html there (give a built apps/web/dist)`);
}
if (args.out) fs.mkdirSync(args.out, { recursive: true });
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 3);
/** The product's pages, as `--pages` names them; the bare page is always measured. */
const PRODUCT_PAGES = ['landing', 'login', 'dashboard'];
const PAGES = args.pages ? args.pages.split(',').filter(Boolean) : PRODUCT_PAGES;
const unknownPages = PAGES.filter((name) => !PRODUCT_PAGES.includes(name));
if (PAGES.length === 0 || unknownPages.length > 0) {
  throw new Error(`--pages ${args.pages}: give one or more of ${PRODUCT_PAGES.join(', ')}`);
}
const DEVICES = args.devices.split(',').filter((device) => device === 'mobile' || device === 'desktop');
if (DEVICES.length === 0) throw new Error(`--devices ${args.devices}: give mobile, desktop or both`);
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
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];
// What `npm run seed:demo` signs up when given no address.
const DEMO = { email: 'demo@grantpilot.local', password: 'grantpilot-demo' };

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

/** Signs the demo user in through the identity service and returns the session cookie header. */
async function sessionCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The bare page, built by the project's Vite (and React plugin) with the product's compression. */
async function buildBarePage(outDir) {
  const fromWeb = createRequire(path.join(root, 'apps', 'web', 'package.json'));
  const { default: react } = await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href);
  await viteBuild({
    root: path.join(root, 'bench', 'lighthouse-bare'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), compressAssets()],
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0, sourcemap: false },
  });
}

/** Serves the bare page as the product serves its own: the same plugins, in the same order. */
async function serveBarePage(distDir) {
  const app = Fastify({ logger: false });
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, { secure: false, identity: { provider: 'built-in' } });
  await app.register(webAppPlugin, { distDir, clientConfig: { identityProvider: 'built-in' } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

/**
 * One Lighthouse run. A run Lighthouse could not complete (its `runtimeError`: the page never
 * painted in time, the browser lost the tab) scores zeros that say nothing about the page; it is
 * reported and run again, at most twice.
 */
async function measure(chrome, page, formFactor) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      page.url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(page.headers ? { extraHeaders: page.headers } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    const what = `${page.name} ${formFactor}: Lighthouse could not complete the run (${failure.code}: ${failure.message})`;
    if (attempt === 3) throw new Error(what);
    console.warn(`${what}; running it again`);
  }
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const formatMetric = {
  LCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  TBT: (ms) => `${Math.round(ms)} ms`,
  CLS: (value) => value.toFixed(3),
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-lighthouse-'));
const dataDir = path.join(tmp, 'data');
const bareDist = path.join(tmp, 'bare');
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
};

console.log('lighthouse: building the bare page…');
await buildBarePage(bareDist);
console.log('lighthouse: loading the demo organisation…');
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps', 'server', 'src', 'demo', 'seed-demo.ts')],
  { cwd: root, env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (seeded.status !== 0) throw new Error(`seed:demo exited with code ${seeded.status}`);

const startServer = (env) =>
  spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
const server = startServer(serverEnv);
// The compared build's server: its own copy of the seeded data (one server per data directory).
let compared;
if (args.compare) {
  const comparePort = await freePort();
  const compareDataDir = path.join(tmp, 'data-compare');
  fs.cpSync(dataDir, compareDataDir, { recursive: true });
  compared = {
    baseUrl: `http://127.0.0.1:${comparePort}`,
    server: startServer({
      ...serverEnv,
      PORT: String(comparePort),
      DATA_DIR: compareDataDir,
      PUBLIC_URL: `http://127.0.0.1:${comparePort}`,
      WEB_DIST_DIR: path.resolve(args.compare),
    }),
  };
}

let chrome;
let bare;
try {
  bare = await serveBarePage(bareDist);
  await waitForReady(baseUrl, server);
  const cookie = await sessionCookie(baseUrl);
  const productPages = (origin, suffix, sessionCookieHeader) =>
    [
      { page: 'landing', url: `${origin}/` },
      { page: 'login', url: `${origin}/auth/login` },
      { page: 'dashboard', url: `${origin}/dashboard`, headers: { Cookie: sessionCookieHeader } },
    ]
      .filter(({ page }) => PAGES.includes(page))
      .map(({ page, ...rest }) => ({ name: `${page}${suffix}`, ...rest }));
  const pages = [{ name: 'bare page', url: `${bare.url}/` }, ...productPages(baseUrl, '', cookie)];
  if (compared) {
    await waitForReady(compared.baseUrl, compared.server);
    const comparedPages = productPages(compared.baseUrl, ' (compare)', await sessionCookie(compared.baseUrl));
    // Each page right after its counterpart: a slow moment of the machine falls on both alike.
    pages.splice(1, comparedPages.length, ...pages.slice(1).flatMap((page, index) => [page, comparedPages[index]]));
  }
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

  /** Per page and device: every run's scores and metrics, and the audits that cost points. */
  const results = new Map();
  for (const formFactor of DEVICES) {
    // The pages take turns, so a slow moment of the machine does not land on one page's runs.
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        const lhr = await measure(chrome, page, formFactor);
        const { categories, finalDisplayedUrl, audits } = lhr;
        if (args.out) {
          const file = `${page.name.replace(/\W+/g, '-')}-${formFactor}-${run}.json`;
          fs.writeFileSync(path.join(args.out, file), JSON.stringify(lhr));
        }
        if (page.name.startsWith('dashboard') && !new URL(finalDisplayedUrl).pathname.startsWith('/dashboard')) {
          throw new Error(`the dashboard run ended on ${finalDisplayedUrl}: the session cookie was not accepted`);
        }
        const key = `${page.name}\0${formFactor}`;
        if (!results.has(key)) results.set(key, { page: page.name, device: formFactor, runs: [], lost: new Set() });
        const entry = results.get(key);
        const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
        entry.runs.push({
          ...Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
          ...Object.fromEntries(METRICS.map(([name, id]) => [name, audits[id]?.numericValue])),
        });
        // Name what cost points outside performance, so a dip can be acted on.
        for (const ref of CATEGORIES.filter((id) => id !== 'performance').flatMap(
          (id) => categories[id]?.auditRefs ?? [],
        )) {
          if (ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1) entry.lost.add(ref.id);
        }
        console.log(
          `run ${run}/${RUNS} ${page.name.padEnd(21)} ${formFactor.padEnd(7)} performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
        );
      }
    }
  }

  const rows = [...results.values()].map(({ page, device, runs, lost }) => {
    const of = (key) => median(runs.map((run) => run[key]));
    const row = {
      page,
      device,
      performance: of('performance'),
      accessibility: of('accessibility'),
      'best practices': of('best-practices'),
      seo: of('seo'),
    };
    for (const [name] of METRICS) {
      const value = of(name);
      row[name] = value === null ? '' : formatMetric[name](value);
    }
    return { ...row, lost: [...lost].join(', ') };
  });
  const bareRow = (device) => rows.find((row) => row.page === 'bare page' && row.device === device);
  console.log(`\nMedians of ${RUNS} run${RUNS === 1 ? '' : 's'} each:`);
  console.table(
    rows.map(({ lost: _lost, ...row }) => ({
      ...row,
      'vs bare': row.page === 'bare page' ? '' : row.performance - bareRow(row.device).performance,
    })),
  );
  for (const row of rows) {
    if (row.lost) console.log(`${row.page} ${row.device}: points lost outside performance on ${row.lost}`);
  }
} finally {
  if (chrome) await chrome.kill();
  if (bare) await bare.app.close();
  for (const child of [server, compared?.server].filter(Boolean)) {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
