import { ROUTES } from '../packages/shared/src/constants';
import { acceptCookies, newAccount, signedInPage, signInThroughUi, signUpThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { countMessages, linkFromOutbox, RESET_SUBJECT, VERIFY_SUBJECT } from './support/outbox';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('register → signed in at once → verification link from the outbox → verified', async ({ page }) => {
  const account = newAccount('register', 'Grace Hopper');
  await page.goto(ROUTES.register);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Grace.')).toBeVisible();
  await page.goto(ROUTES.settingsAccount);
  await expect(page.getByText('Not verified yet')).toBeVisible();

  const link = await linkFromOutbox(account.email, VERIFY_SUBJECT);
  expect(link.searchParams.get('callbackURL')).toBe(ROUTES.emailVerified);
  await page.goto(link.toString());
  await expect(page).toHaveURL(/\/auth\/email-verified$/);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Account and security' })
    .click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test('a bad verification link says so', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=nonsense&callbackURL=%2Fauth%2Femail-verified');
  await expect(page).toHaveURL(/\/auth\/email-verified\?error=/);
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
});

test.describe('registration errors', () => {
  test.use({ allowedConsoleErrors: [/status of (400|422)/] });

  test('keep what was typed and show the error beside the field', async ({ page, baseURL }) => {
    const taken = newAccount('taken');
    await signUpThroughApi(page.context().request, baseURL!, taken);
    await page.context().clearCookies();

    await page.goto(ROUTES.register);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Password').fill('long-enough-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast).toContainText('Registration Failed');
    await expect(toast).toContainText('User already exists');
    await expect(page.getByLabel('Email')).toHaveValue(taken.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toHaveValue('Someone Else');
  });
});

test.describe('sign-in errors', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a wrong password shows 'Login Failed' with the server's message and keeps the email", async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('wrong-password');
    await signUpThroughApi(page.context().request, baseURL!, account);
    await page.context().clearCookies();
    await page.goto(ROUTES.login);
    await signInThroughUi(page, { email: account.email, password: 'not-the-password' });
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast).toContainText('Login Failed');
    await expect(toast).toContainText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page).toHaveURL(/\/auth\/login$/);

    // The sign-in debug log keeps what happened, without the address or the password.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(ROUTES.support);
    await page.getByText('Sign-in diagnostics for this browser').click();
    await expect(page.getByText(/sign-in failed \(INVALID_EMAIL_OR_PASSWORD\)/)).toBeVisible();
    await expect(page.getByText(/— signed in$/)).toBeVisible();
    const log = await page.evaluate(() => localStorage.getItem('grantpilot_sign_in_log'));
    expect(log).not.toContain(account.email);
    expect(log).not.toContain(account.password);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the reset, ${theme}`, () => {
    test.use({ reducedMotion: 'reduce' });

    test(`forgot password → link from the outbox → new password → sign in with it, ${theme} @phone`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const account = newAccount(`reset-${theme}`);
      await signUpThroughApi(page.context().request, baseURL!, account);
      await page.context().clearCookies();

      // Sent away from a page while signed out: that page is remembered through the whole reset.
      await page.goto(ROUTES.applications);
      await expect(page).toHaveURL(/\/auth\/login$/);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();

      const link = await linkFromOutbox(account.email, RESET_SUBJECT);
      await page.goto(link.toString());
      await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
      await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
      await page.getByLabel('Confirm new password').fill('something-else');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('The passwords do not match')).toBeVisible();
      await page.getByLabel('Confirm new password').fill('brand-new-secret');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('heading', { name: 'Password changed', level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(
        'Your password has been changed. Sign in with your new password.',
      );
      await expect(page.getByRole('form')).toHaveCount(0);
      await expectNoAxeViolations(page, `${testInfo.project.name}-${theme}-password changed`);

      // One clear way on, in the app (no reload): the remembered page is still where sign-in lands.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await signInThroughUi(page, { email: account.email, password: 'brand-new-secret' });
      await expect(page).toHaveURL(/\/applications$/);
    });
  });
}

test('an invalid reset link says so', async ({ page }) => {
  await page.goto(`${ROUTES.resetPassword}?error=INVALID_TOKEN`);
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
});

test('forgot password does not reveal whether an account exists', async ({ page }) => {
  await page.goto(ROUTES.forgotPassword);
  await page.getByLabel('Email').fill('nobody-here@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();
});

test('profile update: validation beside the field, then name and photo saved and shown', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'profile');
  await page.goto(ROUTES.settingsProfile);
  const name = page.getByLabel('Display name');
  await name.fill('Al');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Display name must be at least 3 characters')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('Al');

  await name.fill('Alan Turing');
  await page.getByLabel('Photo URL').fill('/favicon.ico');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Profile updated');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Alan Turing')).toBeVisible();
  await expect(sidebar.locator('img[src="/favicon.ico"]')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Alan Turing');
});

test('resend verification email from settings', async ({ page, baseURL }) => {
  const account = await signedInPage(page, baseURL!, 'resend');
  await expect.poll(() => countMessages(account.email, VERIFY_SUBJECT)).toBe(1);
  await page.goto(ROUTES.settingsAccount);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Verification email sent');
  await expect.poll(() => countMessages(account.email, VERIFY_SUBJECT)).toBe(2);
});

test('change password, then sign in with the new one', async ({ page, baseURL }) => {
  const account = await signedInPage(page, baseURL!, 'change-password');
  await page.goto(ROUTES.settingsAccount);
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password').fill('changed-secret-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Password changed');

  await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(ROUTES.login);
  await signInThroughUi(page, { email: account.email, password: 'changed-secret-9' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign out clears the session and the stored user and lands on /', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'sign-out');
  expect(await page.evaluate(() => localStorage.getItem('grantpilot_user'))).toContain('"uid"');
  await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('grantpilot_user'))).toBeNull();
  await page.goto(ROUTES.dashboard);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test.describe('two tabs', () => {
  // The other tab may be asking the API when the sign-out lands: that request is answered 401,
  // which the browser logs, before the tab hears of the sign-out and goes to the sign-in page.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('signing out in one tab signs out the others', async ({ page, baseURL }) => {
    const account = await signedInPage(page, baseURL!, 'two-tabs');
    const other = await page.context().newPage();
    await other.goto(ROUTES.projects);
    await expect(other.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();

    await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(other).toHaveURL(/\/auth\/login$/);
    // Signing in again brings that tab back to where it was.
    await signInThroughUi(other, account);
    await expect(other).toHaveURL(/\/projects$/);
  });
});

test.describe('delete account', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('asks for the email and password, then removes the account for good', async ({ page, baseURL }) => {
    const account = await signedInPage(page, baseURL!, 'delete');
    await page.goto(ROUTES.settingsAccount);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your email address').fill('someone-else@example.org');
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Type your email address exactly')).toBeVisible();

    await dialog.getByLabel('Your email address').fill(account.email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(ROUTES.login);
    await signInThroughUi(page, account);
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Login Failed');
  });

  test('Escape closes the dialog without deleting', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'delete-cancel');
    await page.goto(ROUTES.settingsAccount);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/account$/);
  });
});
