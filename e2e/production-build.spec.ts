import fs from 'node:fs';
import path from 'node:path';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  signInThroughUi,
  signUpThroughApi,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { followSignedInNavigation } from './support/signed-in-navigation';

/** The sign-in and create-account pages' chunk, with their forms' library (decision 049). */
const SIGN_IN_CHUNK = /\/assets\/sign-in-/;

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

test('the production build has no source maps and no inline script in its pages', () => {
  const pages = fs.readdirSync('apps/web/dist').filter((name) => name.endsWith('.html'));
  // index.html, each prerendered page in both sign-in variants (decisions 035, 041) and the
  // signed-in guard's session check (decision 044).
  expect(pages.sort()).toEqual(
    ['index', 'landing', 'login', 'register', 'signed-in'].flatMap((name) =>
      name === 'index' || name === 'signed-in' ? [`${name}.html`] : [`${name}.google.html`, `${name}.html`],
    ),
  );
  for (const page of pages) {
    const html = fs.readFileSync(path.join('apps/web/dist', page), 'utf8');
    expect(html, page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html, page).not.toMatch(/\sstyle=/);
  }
  expect(fs.readdirSync('apps/web/dist/assets').filter((name) => name.endsWith('.map'))).toEqual([]);
});

test.describe('the landing page, rendered at build time (decision 035)', () => {
  test.use({ javaScriptEnabled: false });

  test('arrives as HTML and shows without any script', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<h1[^>]*>GrantPilot<\/h1>/);
    expect(html).toContain('<title>Grant management for organisations - GrantPilot</title>');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'GrantPilot', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started for free' })).toHaveAttribute('href', '/auth/register');
    await expect(page).toHaveTitle('Grant management for organisations - GrantPilot');
    // A signed-in page arrives with the guard's session check only (decision 044): what follows
    // depends on who is signed in.
    const dashboard = await (await request.get('/dashboard')).text();
    expect(dashboard).toMatch(/<div id="root" data-session-check>.*Checking authentication\.\.\./);
    expect(dashboard).not.toContain('Dashboard');
  });
});

test('the app takes the landing page over as it is, and moves on inside the app', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'accepted');
    // The heading as parsed, before any of the app's code has run.
    document.addEventListener('DOMContentLoaded', () => {
      (window as { parsedHeading?: Element | null }).parsedHeading = document.querySelector('h1');
    });
  });
  const appStarted = page.waitForRequest('**/api/auth/get-session');
  await page.goto('/');
  await appStarted;
  // Hydrated, not drawn again: the heading is still the element the HTML made (the fixture fails
  // the test on any console error, a hydration mismatch among them).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
        return Boolean(parsed?.isConnected && parsed === document.querySelector('h1'));
      }),
    )
    .toBe(true);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
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

  const signedInApp = /\/assets\/(signed-in|app-layout|dashboard-page|settings-layout|projects-page|team-page)-/;
  expect(scripts.filter((script) => signedInApp.test(script))).toEqual([]);
  // The sign-in form's own chunk (decision 049), which the dashboard must not load (below).
  expect(scripts.filter((script) => SIGN_IN_CHUNK.test(script))).toHaveLength(1);
});

test('a signed-in page loads without the sign-in forms’ code (decision 049)', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signUpThroughApi(page.request, baseURL!, newAccount('first-screen'));
  // An organisation's dashboard: without one, the onboarding's form (zod, react-hook-form) shows.
  await createOrganizationThroughApi(page.request, 'First Screen Trust');
  await acceptCookies(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.filter((script) => /\/assets\/signed-in-/.test(script))).toHaveLength(1);
  expect(scripts.filter((script) => SIGN_IN_CHUNK.test(script))).toEqual([]);
});

test('after signing in, the signed-in pages draw with their navigation, page after page @phone', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('chunk-order');
  await signUpThroughApi(page.request, baseURL!, account);
  await page.context().clearCookies();
  await acceptCookies(page);
  await page.goto('/auth/login');
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await followSignedInNavigation(page);
});
