import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';

function scripts(dir: string) {
  return fs
    .readdirSync(path.join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(dir, 'assets', name), 'utf8'))
    .join('\n');
}

test('the production build contains none of the test-only pages', () => {
  const e2e = scripts('apps/web/dist-e2e');
  expect(e2e).toContain('grantpilot-e2e-crash-hook');
  expect(e2e).toContain('/e2e/verified-only');

  const production = scripts('apps/web/dist');
  for (const marker of ['grantpilot-e2e-crash-hook', '/e2e/crash', '/e2e/verified-only', 'Verified users only']) {
    expect(production).not.toContain(marker);
  }
});

test('the production build has no source maps and no inline script in its page', () => {
  const html = fs.readFileSync('apps/web/dist/index.html', 'utf8');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/\sstyle=/);
  expect(fs.readdirSync('apps/web/dist/assets').filter((name) => name.endsWith('.map'))).toEqual([]);
});

test('every text asset of the build has a Brotli and a gzip copy for the server to send', () => {
  const assets = fs.readdirSync('apps/web/dist/assets');
  const text = assets.filter(
    (name) => /\.(js|css)$/.test(name) && fs.statSync(path.join('apps/web/dist/assets', name)).size >= 1024,
  );
  expect(text.length).toBeGreaterThan(0);
  for (const name of text) {
    expect(assets, name).toContain(`${name}.br`);
    expect(assets, name).toContain(`${name}.gz`);
  }
});

test('the scripts arrive compressed', async ({ page }) => {
  const scripts: Promise<{ url: string; encoding: string; size: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: response.url(),
        encoding: response.headers()['content-encoding'] ?? 'none',
        size: body.length,
      })),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const worthCompressing = (await Promise.all(scripts)).filter((script) => script.size >= 1024);
  expect(worthCompressing.length).toBeGreaterThan(0);
  for (const script of worthCompressing) expect(script.encoding, script.url).toBe('br');
});

test('the landing and sign-in pages load without the code of the signed-in app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const signedInApp = /\/assets\/(app-layout|dashboard-page|settings-layout|projects-page|team-page)-/;
  expect(scripts.filter((script) => signedInApp.test(script))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
});
