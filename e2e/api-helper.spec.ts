import type { Page } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import { acceptCookies, newAccount, setServerDarkMode, signUpThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * Seed §8 in the browser: the settings read that the theme makes after sign-in goes through the
 * API helper and the query client, so its retries can be watched on the wire.
 */
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

async function signedInWithDarkMode(page: Page, baseURL: string) {
  await acceptCookies(page);
  const { user } = await signUpThroughApi(page.request, baseURL, newAccount('api-helper'));
  await setServerDarkMode(page.request, user.id, true);
}

function watch(page: Page) {
  const calls: { url: string; at: number; authorization?: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/api/settings/') || url === '/api/auth/token') {
      calls.push({ url, at: Date.now(), authorization: request.headers()['authorization'] });
    }
  });
  return calls;
}

test('a 401 is retried after 500 ms with a freshly fetched token', async ({ page, baseURL }) => {
  await signedInWithDarkMode(page, baseURL!);
  let answered401 = false;
  await page.route('**/api/settings/*', async (route) => {
    if (!answered401) {
      answered401 = true;
      return route.fulfill({ status: 401, json: { error: { code: 'UNAUTHENTICATED', message: 'expired' } } });
    }
    return route.continue();
  });
  const calls = watch(page);
  await page.goto(ROUTES.dashboard);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const settings = calls.filter((call) => call.url.startsWith('/api/settings/'));
  expect(settings).toHaveLength(2);
  expect(settings[1]!.at - settings[0]!.at).toBeGreaterThanOrEqual(480);
  expect(settings[1]!.authorization).toMatch(/^Bearer /);
  const tokenFetchesBetween = calls.filter(
    (call) => call.url === '/api/auth/token' && call.at >= settings[0]!.at && call.at <= settings[1]!.at,
  );
  expect(tokenFetchesBetween.length).toBeGreaterThanOrEqual(1);
});

test("a network failure ('Failed to fetch') is retried", async ({ page, baseURL }) => {
  await signedInWithDarkMode(page, baseURL!);
  let failed = false;
  await page.route('**/api/settings/*', async (route) => {
    if (!failed) {
      failed = true;
      return route.abort('failed');
    }
    return route.continue();
  });
  const calls = watch(page);
  await page.goto(ROUTES.dashboard);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const settings = calls.filter((call) => call.url.startsWith('/api/settings/'));
  expect(settings).toHaveLength(2);
  expect(settings[1]!.at - settings[0]!.at).toBeGreaterThanOrEqual(480);
});

test('a 4xx other than 401 is neither retried by the helper nor by the query', async ({ page, baseURL }) => {
  await signedInWithDarkMode(page, baseURL!);
  await page.route('**/api/settings/*', (route) =>
    route.fulfill({ status: 403, json: { error: { code: 'FORBIDDEN', message: 'no' } } }),
  );
  const calls = watch(page);
  await page.goto(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForTimeout(2500);
  expect(calls.filter((call) => call.url.startsWith('/api/settings/'))).toHaveLength(1);
  // The local theme stays as it was.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
