import type { Locator, Page } from '@playwright/test';
import { createOrganizationThroughApi, newAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { linkFromOutbox, VERIFY_SUBJECT } from './support/outbox';

/** Presses Tab until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with Tab`);
}

/** The focused control shows a ring (box-shadow from focus-visible) or an outline. */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { shadow: computed.boxShadow, outline: computed.outlineStyle };
  });
  expect(style.shadow !== 'none' || style.outline !== 'none').toBe(true);
}

test('keyboard only: sign up, verify, sign out, sign in, navigate @phone', async ({ page }) => {
  const account = newAccount('keyboard', 'Katherine Johnson');
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  await page.goto('/');

  const createAccount = page.getByRole('link', { name: 'Create account' }).first();
  await tabTo(page, createAccount);
  await expectVisibleFocus(createAccount);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/register$/);

  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type(account.name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const link = await linkFromOutbox(account.email, VERIFY_SUBJECT);
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  const toDashboard = page.getByRole('link', { name: 'Go to Dashboard' });
  await tabTo(page, toDashboard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The app shell is drawn once the session is confirmed: only then can the menu be looked for.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // On a phone the navigation sits behind the menu button.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
  }
  const signOut = page.getByRole('button', { name: 'Sign out' }).locator('visible=true');
  await tabTo(page, signOut);
  await expectVisibleFocus(signOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  const signIn = page.getByRole('link', { name: 'Sign in' }).first();
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // With an organisation to work in, the projects page offers a new one.
  await createOrganizationThroughApi(page.request, 'Keyboard Org');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();

  if (await menu.isVisible()) {
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
  }
  const projects = page.getByRole('link', { name: 'Projects', exact: true }).locator('visible=true');
  await tabTo(page, projects);
  await expectVisibleFocus(projects);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);
  // The header's button (an empty list offers one too).
  const newProject = page.getByRole('link', { name: 'New Project' }).locator('visible=true').first();
  await tabTo(page, newProject);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/new$/);
});
