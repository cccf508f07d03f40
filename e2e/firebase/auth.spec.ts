// Over 300 lines on purpose: every identity journey against the Firebase Auth emulator, which
// starts once for the file.
import { ROUTES } from '../../packages/shared/src/constants';
import { acceptCookies, newAccount, signInThroughUi } from '../support/accounts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  bearerOf,
  firebaseSignedInPage,
  markEmailVerified,
  oobCodeFor,
  setEmailEnumerationProtection,
  signUpInEmulator,
} from '../support/firebase';
import { expect, test } from '../support/fixtures';
import { linkFromOutbox } from '../support/outbox';
import { checkPage } from '../support/axe';
import { followSignedInNavigation } from '../support/signed-in-navigation';

/**
 * The seed's authentication operations with IDENTITY_PROVIDER=firebase, in Chromium against the
 * Firebase Auth emulator: the same pages as the built-in service, another identity service.
 */
// Google's script loader (for popup and redirect sign-in; phones load it at start) is out of reach
// on these machines: it is refused the same way every time, and that refusal is expected.
// (One pattern per list: Playwright reads a second array element as fixture options.)
const GOOGLE_UNREACHABLE = 'ERR_INTERNET_DISCONNECTED';
const allowing = (expected?: string) => [
  new RegExp(expected ? `${expected}|${GOOGLE_UNREACHABLE}` : GOOGLE_UNREACHABLE),
];
test.use({ allowedConsoleErrors: allowing() });
test.beforeEach(async ({ page }) => {
  await page.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
  await acceptCookies(page);
});

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('register with a display name → verification email → verified through the action link @phone', async ({
  page,
  request,
}) => {
  const account = newAccount('fb-register', 'Grace Hopper');
  await page.goto(ROUTES.register);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Grace.')).toBeVisible();
  // The server knows the account from its verified token, display name included.
  const { uid, headers } = await bearerOf(account);
  const profile = await request.get(`/api/users/${uid}`, { headers });
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({ displayName: 'Grace Hopper', email: account.email });

  await page.goto(ROUTES.settingsAccount);
  await expect(page.getByText('Not verified yet')).toBeVisible();
  const verification = await oobCodeFor(account.email, 'VERIFY_EMAIL');
  expect(new URL(verification.oobLink).searchParams.get('continueUrl')).toMatch(/\/auth\/email-verified$/);

  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(verification.oobCode)}`);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.goto(ROUTES.settingsAccount);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test.describe('sign-in errors under the seed toast title', () => {
  test.use({ allowedConsoleErrors: allowing('status of 400') });
  test.afterEach(() => setEmailEnumerationProtection(false));

  for (const protection of [false, true]) {
    test(`email enumeration protection ${protection ? 'on' : 'off'}: a clear message, the email kept`, async ({
      page,
    }) => {
      await setEmailEnumerationProtection(protection);
      const account = newAccount(`fb-wrong-${protection}`);
      await signUpInEmulator(account.email, account.password, account.name);
      await page.goto(ROUTES.login);

      await signInThroughUi(page, { email: account.email, password: 'not-the-password' });
      await expect(toast(page)).toContainText('Login Failed');
      await expect(toast(page)).toContainText(
        protection ? 'The email address or password is incorrect.' : 'The password is incorrect.',
      );
      await expect(toast(page)).not.toContainText('auth/');
      await expect(page.getByLabel('Email')).toHaveValue(account.email);

      await signInThroughUi(page, { email: `nobody-${account.email}`, password: 'whatever-it-is' });
      await expect(toast(page)).toContainText('The email address or password is incorrect.');

      await signInThroughUi(page, account);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});

test('after a sign-in, the signed-in pages draw with their navigation, page after page @phone', async ({ page }) => {
  // Where the first signed-in chunk failed (decision 046): the app's chunks after a Firebase sign-in.
  await firebaseSignedInPage(page, newAccount('fb-navigation'));
  await followSignedInNavigation(page);
});

test('sign out lands on / and the guard asks to sign in again @phone', async ({ page }) => {
  await firebaseSignedInPage(page, newAccount('fb-sign-out'));
  // On a phone the navigation sits behind the menu button.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).locator('visible=true').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('grantpilot_user'))).toBeNull();
  await page.goto(ROUTES.dashboard);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test.describe('password reset', () => {
  // A used code is refused by Firebase with a 400, which the page turns into its message.
  test.use({ allowedConsoleErrors: allowing('status of 400') });

  test('forgot password → emailed code → new password → sign in with it', async ({ page }) => {
    const account = newAccount('fb-reset');
    await signUpInEmulator(account.email, account.password, account.name);
    await page.goto(ROUTES.forgotPassword);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();

    const reset = await oobCodeFor(account.email, 'PASSWORD_RESET');
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(reset.oobCode)}`);
    await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.goto(ROUTES.login);
    await signInThroughUi(page, { email: account.email, password: 'brand-new-secret' });
    await expect(page).toHaveURL(/\/dashboard$/);

    // The same link a second time: used, and the page says so before anything is typed.
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(reset.oobCode)}`);
    await expect(page.getByRole('alert')).toHaveText(/This password reset link is invalid or has expired/);
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  });
});

test.describe('unknown address', () => {
  // With enumeration protection off, Firebase answers 400 EMAIL_NOT_FOUND; the page does not tell.
  test.use({ allowedConsoleErrors: allowing('status of 400') });

  test('forgot password does not reveal whether an account exists', async ({ page }) => {
    await page.goto(ROUTES.forgotPassword);
    await page.getByLabel('Email').fill('nobody-here-firebase@example.org');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();
  });
});

test('profile update reaches Firebase and the server; resend verification', async ({ page, request }) => {
  const account = newAccount('fb-profile');
  await firebaseSignedInPage(page, account);
  await page.goto(ROUTES.settings);
  await page.getByLabel('Display name').fill('Alan Turing');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page)).toContainText('Profile updated');
  await expect(page.getByRole('complementary').getByText('Alan Turing')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Alan Turing');

  const { uid, headers } = await bearerOf(account);
  expect(await (await request.get(`/api/users/${uid}`, { headers })).json()).toMatchObject({
    displayName: 'Alan Turing',
  });

  // The email address and its verification are in the account section.
  await page.goto(ROUTES.settingsAccount);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(toast(page)).toContainText('Verification email sent');
  await oobCodeFor(account.email, 'VERIFY_EMAIL');
});

test('change password, then sign in with the new one', async ({ page }) => {
  const account = newAccount('fb-change-password');
  await firebaseSignedInPage(page, account);
  await page.goto(ROUTES.settingsAccount);
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password').fill('changed-secret-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page)).toContainText('Password changed');

  await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(ROUTES.login);
  await signInThroughUi(page, { email: account.email, password: 'changed-secret-9' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('delete account', () => {
  test.use({ allowedConsoleErrors: allowing('status of (400|401|409)') });

  test('removes the Firebase account and the product data', async ({ page, request }) => {
    const account = newAccount('fb-delete');
    await firebaseSignedInPage(page, account);
    const { uid, headers } = await bearerOf(account);
    await page.goto(ROUTES.settingsAccount);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your email address').fill(account.email);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toast(page)).toContainText('Account Deletion Failed');
    await expect(toast(page)).toContainText('The password is incorrect.');

    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The product's data went first; a token of that sign-in, still valid, brings nothing back…
    const afterwards = await request.get(`/api/users/${uid}`, { headers });
    expect(afterwards.status()).toBe(401);
    expect((await afterwards.json()).error.message).toBe('This account has been deleted.');
    // …and the identity is gone from Firebase.
    await page.goto(ROUTES.login);
    await signInThroughUi(page, account);
    await expect(toast(page)).toContainText('Login Failed');
  });

  test('the last owner of a team is refused, and nothing is deleted', async ({ page, request }) => {
    const owner = newAccount('fb-last-owner');
    await firebaseSignedInPage(page, owner);
    const { headers } = await bearerOf(owner);
    const org = await request.post('/api/orgs', { headers, data: { name: 'Firebase Trust' } });
    expect(org.status()).toBe(201);
    const { id } = (await org.json()) as { id: string };

    // A second member, so the organisation cannot simply go with its only owner.
    const member = newAccount('fb-member');
    const session = await signUpInEmulator(member.email, member.password, member.name);
    await markVerifiedAndJoin(request, id, headers, member, session.uid);

    await page.goto(ROUTES.settingsAccount);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your email address').fill(owner.email);
    await dialog.getByLabel('Password').fill(owner.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText(/You are the last owner of Firebase Trust/).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Still signed in to Firebase, still a member on the server.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect((await request.get(`/api/orgs/${id}`, { headers: (await bearerOf(owner)).headers })).status()).toBe(200);
  });
});

async function markVerifiedAndJoin(
  request: APIRequestContext,
  orgId: string,
  ownerHeaders: Record<string, string>,
  member: { email: string; password: string },
  memberUid: string,
) {
  await markEmailVerified(memberUid);
  const invited = await request.post(`/api/orgs/${orgId}/invitations`, {
    headers: ownerHeaders,
    data: { email: member.email, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkFromOutbox(member.email, 'invited you to');
  const token = link.searchParams.get('invitation');
  const accepted = await request.post('/api/invitations/accept', {
    headers: (await bearerOf(member)).headers,
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test.describe('Continue with Google', () => {
  // The popup and redirect flows need Google's script loader, even against the emulator; these
  // machines cannot reach it, so this checks the failure path.
  test('offered on sign-in and registration; without Google reachable, a clear message', async ({ page }) => {
    await page.goto(ROUTES.register);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.goto(ROUTES.login);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    // Firebase reports a script that cannot load as its internal error.
    await expect(toast(page)).toContainText('The sign-in service had an internal error. Try again.');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('accessibility of the Firebase sign-in pages', () => {
  test.use({ reducedMotion: 'reduce', allowedConsoleErrors: allowing('status of 400') });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing, ${theme} @phone`, async ({ page }, testInfo) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const pages = [
        { name: 'firebase-login', path: ROUTES.login },
        { name: 'firebase-register', path: ROUTES.register },
        { name: 'firebase-action-unknown', path: '/auth/action?mode=somethingElse&oobCode=x' },
        { name: 'firebase-verify-failed', path: '/auth/action?mode=verifyEmail&oobCode=not-a-code' },
      ];
      for (const { name, path } of pages) {
        await page.goto(path);
        await checkPage(page, testInfo, name, theme);
      }
    });
  }
});
