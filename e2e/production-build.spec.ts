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

  const signedInApp = /\/assets\/(app-layout|dashboard-page|settings-page|projects-page|team-page)-/;
  expect(scripts.filter((script) => signedInApp.test(script))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
});
