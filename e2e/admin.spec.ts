import type { Page, TestInfo } from '@playwright/test';
import { ACCOUNT_DISABLED_MESSAGE, ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  idToken,
  newAccount,
  setServerDarkMode,
  signInThroughUi,
  signUpThroughApi,
} from './support/accounts';
import { ADMIN_EMAILS, signInAsAdmin } from './support/admin-accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';

test.use({ reducedMotion: 'reduce' });

const [JOURNEY_ADMIN, LIGHT_ADMIN, DARK_ADMIN] = ADMIN_EMAILS as [string, string, string];

/** The account's row (the table on a desktop; each row is a card below the breakpoint). */
const visible = (page: Page, name: string) => page.getByRole('button', { name }).filter({ visible: true });

test.describe('instance administration', () => {
  // A disabled account's sign-in and token are answered 401, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('an admin finds a user, disables them (sign-in says so), and enables them again; others get the not-found page', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The person to disable, signed in in a browser of their own.
    const grace = newAccount('grace', 'Grace Hopper');
    const graceContext = await browser.newContext({ reducedMotion: 'reduce' });
    const gracePage = await graceContext.newPage();
    await acceptCookies(gracePage);
    await signUpThroughApi(gracePage.request, baseURL!, grace);
    const graceToken = await idToken(gracePage.request);

    // Not an administrator: no Admin in the navigation, and /admin is not found.
    await gracePage.goto(ROUTES.dashboard);
    await expect(gracePage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(gracePage.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await gracePage.goto(ROUTES.admin);
    await expect(gracePage.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    expect(
      (
        await gracePage.request.get('/api/admin/users', { headers: { Authorization: `Bearer ${graceToken}` } })
      ).status(),
    ).toBe(404);

    await acceptCookies(page);
    await signInAsAdmin(page.request, baseURL!, JOURNEY_ADMIN);
    await page.goto(ROUTES.dashboard);
    await page
      .getByRole('navigation', { name: 'Main' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Admin' })
      .click();
    await expect(page.getByRole('heading', { name: 'Admin Users', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Admin Users - GrantPilot');
    await page.getByLabel('Search accounts').fill(grace.email);
    await expect(page.getByText('1 account', { exact: false })).toBeVisible();

    await visible(page, 'Disable Grace Hopper').click();
    const dialog = page.getByRole('dialog', { name: 'Disable Grace Hopper?' });
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Account disabled');
    await expect(page.getByText('Disabled', { exact: true }).filter({ visible: true })).toBeVisible();
    // The disabled accounts alone, then every account again.
    await page.getByLabel('Show').selectOption({ label: 'Disabled' });
    await expect(page).toHaveURL(/state=disabled/);
    await expect(visible(page, 'Enable Grace Hopper')).toBeVisible();
    await page.getByLabel('Show').selectOption({ label: 'Every account' });

    // Grace's token, issued before, is refused; so is her sign-in, in words.
    const refused = await gracePage.request.get('/api/orgs', { headers: { Authorization: `Bearer ${graceToken}` } });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_DISABLED');
    await graceContext.clearCookies();
    await gracePage.goto(ROUTES.login);
    await signInThroughUi(gracePage, grace);
    const graceToasts = gracePage.getByRole('region', { name: /Notifications/ });
    await expect(graceToasts).toContainText('Login Failed');
    await expect(graceToasts).toContainText(ACCOUNT_DISABLED_MESSAGE);
    await expect(gracePage).toHaveURL(/\/auth\/login$/);

    await visible(page, 'Enable Grace Hopper').click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Account enabled');
    await expect(visible(page, 'Disable Grace Hopper')).toBeVisible();

    await signInThroughUi(gracePage, grace);
    await expect(gracePage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await graceContext.close();
  });
});

async function checkAdminPages(page: Page, testInfo: TestInfo, theme: 'light' | 'dark', size: string) {
  await page.goto(ROUTES.admin);
  await expect(page.getByRole('heading', { name: 'Admin Users', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ accounts?/).first()).toBeVisible();
  await checkPage(page, testInfo, `admin-users-${size}`, theme);

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Organisations' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Organisations', level: 1 })).toBeVisible();
  await expect(page.getByText('Curie Institute').filter({ visible: true }).first()).toBeVisible();
  await checkPage(page, testInfo, `admin-organizations-${size}`, theme);

  await page.getByRole('link', { name: 'Curie Institute' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Curie Institute', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Members of Curie Institute' })
      .or(page.getByRole('list', { name: 'Members of Curie Institute' }))
      .first(),
  ).toBeVisible();
  await checkPage(page, testInfo, `admin-organization-${size}`, theme);

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'System health' }).click();
  await expect(page.getByRole('heading', { name: 'System Health', level: 1 })).toBeVisible();
  await expect(page.getByText('extract-document').filter({ visible: true }).first()).toBeVisible();
  await checkPage(page, testInfo, `admin-health-${size}`, theme);
}

for (const [theme, email] of [
  ['light', LIGHT_ADMIN],
  ['dark', DARK_ADMIN],
] as const) {
  test(`the administration pages: axe finds nothing, ${theme}, desktop and 390 px`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    const uid = await signInAsAdmin(page.request, baseURL!, email);
    await setServerDarkMode(page.request, uid, theme === 'dark');
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await createOrganizationThroughApi(page.request, 'Curie Institute');

    await checkAdminPages(page, testInfo, theme, 'desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkAdminPages(page, testInfo, theme, 'phone-390');
  });
}
