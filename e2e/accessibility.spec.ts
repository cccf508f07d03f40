import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  setServerDarkMode,
  signUpThroughApi,
} from './support/accounts';
import { checkPage } from './support/axe';
import { expect, NOT_FOUND_DOCUMENT, test } from './support/fixtures';

const PUBLIC_PAGES = [
  { name: 'landing', path: ROUTES.landing },
  { name: 'login', path: ROUTES.login },
  { name: 'register', path: ROUTES.register },
  { name: 'forgot-password', path: ROUTES.forgotPassword },
  { name: 'reset-password', path: `${ROUTES.resetPassword}?token=example` },
  { name: 'reset-password-invalid', path: `${ROUTES.resetPassword}?error=INVALID_TOKEN` },
  { name: 'email-verified', path: ROUTES.emailVerified },
  { name: 'verify-email', path: ROUTES.verifyEmail },
];

const SIGNED_IN_PAGES = [
  { name: 'dashboard', path: ROUTES.dashboard },
  { name: 'projects', path: ROUTES.projects },
  { name: 'new-project', path: ROUTES.newProject },
  { name: 'project', path: '/projects/example' },
  { name: 'applications', path: ROUTES.applications },
  { name: 'new-application', path: ROUTES.newApplication },
  { name: 'grant-documents', path: ROUTES.grantDocuments },
  { name: 'grant-analysis', path: ROUTES.grantAnalysis },
  { name: 'team', path: ROUTES.team },
  { name: 'support', path: ROUTES.support },
  { name: 'settings-profile', path: ROUTES.settingsProfile },
  { name: 'settings-account', path: ROUTES.settingsAccount },
  { name: 'settings-notifications', path: ROUTES.settingsNotifications },
  { name: 'settings-organization', path: ROUTES.settingsOrganization },
  { name: 'settings-calendar', path: ROUTES.settingsCalendar },
];

const ORGANIZATION_PAGES = [
  { name: 'dashboard-organisation', path: ROUTES.dashboard },
  { name: 'team-organisation', path: ROUTES.team },
  { name: 'settings-organisation', path: ROUTES.settingsOrganization },
];

test.use({ reducedMotion: 'reduce' });

for (const theme of ['light', 'dark'] as const) {
  test(`public pages: axe finds nothing, ${theme} @phone`, async ({ page }, testInfo) => {
    await acceptCookies(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const { name, path: pagePath } of PUBLIC_PAGES) {
      await page.goto(pagePath);
      await checkPage(page, testInfo, name, theme);
    }
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_DOCUMENT] });
    test(`the not-found page: axe finds nothing, ${theme} @phone`, async ({ page }, testInfo) => {
      await acceptCookies(page);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      expect((await page.goto('/no/such/page'))?.status()).toBe(404);
      await checkPage(page, testInfo, 'not-found', theme);
    });
  });

  test(`signed-in pages: axe finds nothing, ${theme} @phone`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    const account = newAccount(`axe-${theme}`, 'Dorothy Vaughan');
    const { user } = await signUpThroughApi(page.request, baseURL!, account);
    await setServerDarkMode(page.request, user.id, theme === 'dark');
    // Without an organisation: the dashboard is the onboarding, the team page says where to start.
    for (const { name, path: pagePath } of SIGNED_IN_PAGES) {
      await page.goto(pagePath);
      await checkPage(page, testInfo, name, theme);
    }
    // With one, as its owner: the team's management, the organisation's settings, the activity feed.
    await createOrganizationThroughApi(page.request, 'Langley Research');
    for (const { name, path: pagePath } of ORGANIZATION_PAGES) {
      await page.goto(pagePath);
      await expect(page.getByText('Langley Research').filter({ visible: true }).first()).toBeVisible();
      await checkPage(page, testInfo, name, theme);
    }

    // The open phone menu, the delete-account dialog and a toast are pages too.
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await checkPage(page, testInfo, 'phone-menu', theme);
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
    await page.goto(ROUTES.settingsAccount);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // A modal is seen in the viewport it covers.
    await checkPage(page, testInfo, 'delete-account-dialog', theme, false);
    await page.keyboard.press('Escape');
    await page.goto(ROUTES.settingsProfile);
    await page.getByLabel('Display name').fill('Al');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Display name must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Display name').fill('Dorothy J. Vaughan');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Profile updated');
    await checkPage(page, testInfo, 'settings-toast', theme);
  });
}

test('the cookie banner passes axe @phone', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await checkPage(page, testInfo, 'cookie-banner', 'light');
});
