import { ROUTES } from '../packages/shared/src/constants';
import { acceptCookies, createOrganizationThroughApi, idToken, newAccount, signUpThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test.use({ reducedMotion: 'reduce' });

test('the weekly digest is on until turned off in Settings › Notifications, and the choice is kept', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page);
  const { user } = await signUpThroughApi(page.request, baseURL!, newAccount('weekly-digest'));
  await createOrganizationThroughApi(page.request, 'Digest Trust');
  await page.goto(ROUTES.settingsNotifications);
  const digest = page.getByRole('switch', { name: 'Weekly digest' });
  await expect(digest).toBeChecked();
  await expect(digest).toHaveAccessibleDescription(/Monday morning in your time zone \(UTC until you choose one\)/);
  await digest.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Weekly digest off', { exact: true })).toBeVisible();
  const stored = await page.request.get(`/api/settings/${user.id}`, {
    headers: { Authorization: `Bearer ${await idToken(page.request)}` },
  });
  expect(((await stored.json()) as { preferences: { weeklyDigest?: boolean } }).preferences.weeklyDigest).toBe(false);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly digest' })).not.toBeChecked();
});
