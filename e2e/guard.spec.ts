import type { Page } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  signedInPage,
  signInThroughUi,
  signUpThroughApi,
} from './support/accounts';
import { expect, NOT_FOUND_DOCUMENT, test } from './support/fixtures';
import { linkFromOutbox, VERIFY_SUBJECT } from './support/outbox';

test.beforeEach(async ({ page }) => acceptCookies(page));

test("a visitor sees 'Checking authentication...' with a spinner while the session is checked", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ROUTES.dashboard);
  const status = page.getByRole('status').filter({ hasText: 'Checking authentication...' });
  await expect(status).toBeVisible();
  await expect(status.locator('svg.animate-spin')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a visitor to a protected page has the path remembered, sees 'Redirecting...' and goes to sign in", async ({
  page,
}) => {
  // The sign-in page is in the first bundle, so the guard's message is on screen only for a
  // moment: record every status text the page shows.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { seenStatus: Set<string> }).seenStatus = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[role="status"]').forEach((node) => seen.add(node.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/projects/new?from=bookmark');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const seen = await page.evaluate(() => [...(window as unknown as { seenStatus: Set<string> }).seenStatus]);
  expect(seen).toContain('Redirecting...');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.returnPath)).toBe(
    '/projects/new?from=bookmark',
  );
});

test('after signing in the user lands on the remembered path and the key is cleared', async ({ page, baseURL }) => {
  const account = newAccount('return-path');
  await signUpThroughApi(page.context().request, baseURL!, account);
  await page.context().clearCookies();

  await page.goto(ROUTES.newProject);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole('heading', { name: 'New Project', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('New Project - GrantPilot');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.returnPath)).toBeNull();
});

/** Marks the document, and holds the signed-in app's code back so it arrives well after 100 ms. */
async function markDocumentAndSlowCode(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('signing in moves on inside the app, even while the next page’s code is loading', async ({ page, baseURL }) => {
  const account = newAccount('no-reload');
  await signUpThroughApi(page.context().request, baseURL!, account);
  await page.context().clearCookies();

  await page.goto(ROUTES.login);
  await markDocumentAndSlowCode(page);
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // A full reload would have started a new document without the marker.
  expect(await isSameDocument(page)).toBe(true);
});

test('signing in keeps the remembered path, query included, without reloading the page', async ({ page, baseURL }) => {
  const account = newAccount('no-reload-return');
  await signUpThroughApi(page.context().request, baseURL!, account);
  await page.context().clearCookies();

  await page.goto(`${ROUTES.newProject}?from=bookmark`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await markDocumentAndSlowCode(page);
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(/\/projects\/new\?from=bookmark$/);
  await expect(page.getByRole('heading', { name: 'New Project', level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.returnPath)).toBeNull();
});

test('a signed-in user at /auth/login or /auth/register goes to /dashboard', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'public-only');
  await page.goto(ROUTES.login);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(ROUTES.register);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('email verification is not required on any route', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'unverified');
  for (const path of [ROUTES.projects, ROUTES.settingsProfile, ROUTES.team]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test.describe('when the session cannot be read', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("shows 'Authentication Error' and treats the visitor as signed out", async ({ page }) => {
    await page.route('**/api/auth/get-session', (route) => route.abort('failed'));
    await page.goto(ROUTES.dashboard);
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Authentication Error');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('a page of the test build', () => {
  // Known to the test build only: the server answers it 404, as any address it does not know.
  test.use({ allowedConsoleErrors: [NOT_FOUND_DOCUMENT] });

  test('the guard can require a verified email: unverified users go to /auth/verify-email', async ({
    page,
    baseURL,
  }) => {
    const account = await signedInPage(page, baseURL!, 'verify-required');
    // A test-only page (e2e builds only) is the one route that turns the option on.
    await page.goto('/e2e/verified-only');
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    const link = await linkFromOutbox(account.email, VERIFY_SUBJECT);
    await page.goto(link.toString());
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.goto('/e2e/verified-only');
    await expect(page.getByRole('heading', { name: 'Verified users only' })).toBeVisible();
  });
});

test('/grant-answers redirects to /dashboard', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'grant-answers');
  await page.goto(ROUTES.grantAnswers);
  await expect(page).toHaveURL(/\/dashboard$/);
});

const PAGES = [
  { path: ROUTES.dashboard, title: 'Dashboard', nav: 'Dashboard' },
  { path: ROUTES.projects, title: 'Projects', nav: 'Projects', text: 'No projects yet' },
  { path: ROUTES.newProject, title: 'New Project' },
  { path: '/projects/p-123', title: 'Project details', text: 'Project not found' },
  { path: ROUTES.applications, title: 'Applications', nav: 'Applications', text: 'No applications yet' },
  { path: ROUTES.newApplication, title: 'New application' },
  { path: ROUTES.grantDocuments, title: 'Grant Documents', nav: 'Grant Documents', text: 'No documents yet' },
  { path: ROUTES.grantAnalysis, title: 'Grant Analysis', nav: 'Grant Analysis', text: 'No analyses yet' },
  { path: ROUTES.settingsProfile, title: 'Settings', documentTitle: 'Profile settings', nav: 'Settings' },
  { path: ROUTES.support, title: 'Support', nav: 'Support' },
  { path: ROUTES.team, title: 'Team', nav: 'Team' },
];

test('every protected page exists with its heading, title and navigation label', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'pages');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const { path, title, documentTitle = title, nav: label, text } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${documentTitle} - GrantPilot`);
    if (text) await expect(page.getByText(text)).toBeVisible();
    if (label) await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  // With an organisation to work in, the projects page offers a new one.
  await createOrganizationThroughApi(page.request, 'Guarded Org');
  await page.goto(ROUTES.projects);
  // The header's button (an empty list offers one too).
  await page.getByRole('link', { name: 'New Project' }).first().click();
  await expect(page).toHaveURL(/\/projects\/new$/);
});

test('a signed-out visitor sees each protected route send them to sign in', async ({ page }) => {
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
  await page.goto(ROUTES.grantAnswers);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test.describe('an address that is no page', () => {
  // The document answers 404 (for crawlers and monitors), which Chromium reports on the console.
  test.use({ allowedConsoleErrors: [NOT_FOUND_DOCUMENT] });

  test('unknown paths show the not-found page with a link to the dashboard', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // The app's own not-found page, with the status that tells crawlers and monitors so.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found - GrantPilot');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    // Signed out, the dashboard's guard takes over.
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test('the public pages have their titles', async ({ page }) => {
  const titles: [string, string][] = [
    [ROUTES.landing, 'Grant management for organisations - GrantPilot'],
    [ROUTES.login, 'Sign in - GrantPilot'],
    [ROUTES.register, 'Create account - GrantPilot'],
    [ROUTES.forgotPassword, 'Forgot password - GrantPilot'],
    [`${ROUTES.resetPassword}?token=abc`, 'Reset password - GrantPilot'],
    [ROUTES.emailVerified, 'Email verified - GrantPilot'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});
