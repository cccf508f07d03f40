import { ROUTES } from '../../packages/shared/src/constants';
import { acceptCookies } from '../support/accounts';
import { BUILT_IN_ERA_ACCOUNT as account } from '../support/built-in-era';
import { oobCodeFor } from '../support/firebase';
import { expect, test } from '../support/fixtures';

/**
 * The instance ran the built-in identity service (e2e/firebase/built-in-era.ts left a verified
 * account owning "Harbour Trust" in the data dir) and now runs on Firebase. Its owner makes a
 * Firebase account with the same address; once that address is verified, the team is theirs.
 */
// Until then the API answers 409 (the browser logs it), and Google's loader is out of reach.
test.use({ allowedConsoleErrors: [/status of 409|ERR_INTERNET_DISCONNECTED/] });
test.beforeEach(async ({ page }) => {
  await page.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
  await acceptCookies(page);
});

test('a built-in account is carried over to Firebase once its address is verified', async ({ page }) => {
  await page.goto(ROUTES.register);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('firebase-era-42');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Not yet: the address is unproven on the Firebase side, and the page says what to do.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert')).toContainText(
    `A GrantPilot account already uses ${account.email}. Confirm your email address with the link we sent you, and that account becomes yours.`,
  );

  const verification = await oobCodeFor(account.email, 'VERIFY_EMAIL');
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(verification.oobCode)}`);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  await page.goto(ROUTES.team);
  await expect(page.getByText(`The people who work on ${account.organization}'s grants`)).toBeVisible();
  const member = page.getByRole('region', { name: 'Members (1)' }).getByRole('listitem');
  await expect(member).toContainText(`${account.name} (you)`);
  await expect(member).toContainText('Owner');
});
