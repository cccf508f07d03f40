import type { Page } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '../packages/shared/src/constants';
import { acceptCookies, newAccount, signedInPage, signUpThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

// The sign-in and create-account pages arrive rendered at build time (decision 041).

/** Holds the app's scripts until `release` is called: the page as it is before the app runs. */
async function holdAppScripts(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in pages show their form, which cannot be sent', async ({ page }) => {
    for (const [path, heading, submit] of [
      [ROUTES.login, 'Sign in', 'Sign in'],
      [ROUTES.register, 'Create account', 'Create account'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} - GrantPilot`);
      await expect(page.getByRole('button', { name: submit })).toBeDisabled();
      await page.getByLabel('Email').fill('ada@example.org');
      await page.getByLabel('Password', { exact: true }).fill('a password');
      // Enter in a field submits a form natively unless its button is disabled: nothing happens,
      // and no password ends up in the address.
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(new URL(page.url()).search, path).toBe('');
    }
  });
});

test('what is typed before the app runs stays when it takes the form over, and signs in', async ({ page, baseURL }) => {
  const account = newAccount('prerendered-sign-in');
  await signUpThroughApi(page.context().request, baseURL!, account);
  await page.context().clearCookies();

  const release = await holdAppScripts(page);
  await page.goto(ROUTES.login);
  const form = page.locator('form');
  await form.evaluate((element) => ((window as { parsedForm?: Element }).parsedForm = element));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  release();

  await expect(submit).toBeEnabled();
  // Hydrated, not drawn again (a mismatch would be a console error, which fails the test).
  expect(await form.evaluate((element) => (window as { parsedForm?: Element }).parsedForm === element)).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a visitor remembered as signed in sees the session check, never the form, then the dashboard', async ({
  page,
  baseURL,
}) => {
  await signedInPage(page, baseURL!, 'prerendered-remembered');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).not.toBeNull();

  const release = await holdAppScripts(page);
  await page.goto(ROUTES.login);
  await expect(page.getByRole('status').filter({ hasText: 'Checking authentication...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The prerendered session check went with the page it stood in for.
  await expect(page.locator('[data-remembered-visitor]')).toHaveCount(0);
});

test('a visitor remembered from a session that has ended gets the form once the session is checked', async ({
  page,
}) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ uid: 'gone', email: 'gone@example.org', roles: ['user'] })),
    STORAGE_KEYS.user,
  );
  await page.goto(ROUTES.register);
  await expect(page.getByRole('heading', { name: 'Create account', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await expect(page.getByText('Checking authentication...')).toHaveCount(0);
});
