import sharp from 'sharp';
import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  setServerDarkMode,
  signUpThroughApi,
} from './support/accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';

test.use({ reducedMotion: 'reduce' });

/** A real photo, wider than high: the server crops it to a square. */
const photo = async () => ({
  name: 'me.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer(),
});

test('upload a profile photo in Settings and see it in the avatar; remove it again', async ({
  page,
  baseURL,
}, testInfo) => {
  await acceptCookies(page);
  const { user } = await signUpThroughApi(page.request, baseURL!, newAccount('profile-photo', 'Grace Hopper'));
  await createOrganizationThroughApi(page.request, 'Hopper Foundation');
  await page.goto(ROUTES.settings);
  const profile = page.getByRole('region', { name: 'Profile' });
  const navigation = page.getByRole('complementary').or(page.getByRole('navigation')).first();

  // The picker is reached by keyboard through its label.
  const picker = profile.getByLabel('Upload photo');
  await picker.focus();
  await expect(picker).toBeFocused();
  await picker.setInputFiles(await photo());
  await expect(page.getByText('Photo saved', { exact: true })).toBeVisible();

  // The nav's avatar shows the photo, served from our origin.
  const avatar = page.locator('img[src^="/api/photos/"]');
  await expect(avatar.first()).toBeVisible();
  await expect(navigation.locator('img[src^="/api/photos/"]')).toHaveCount(1);
  const size = await avatar.first().evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([256, 256]);
  await checkPage(page, testInfo, 'settings-profile-photo', 'light');

  await setServerDarkMode(page.request, user.id, true);
  await page.reload();
  await expect(page.locator('img[src^="/api/photos/"]').first()).toBeVisible();
  await checkPage(page, testInfo, 'settings-profile-photo', 'dark');

  await profile.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo removed', { exact: true })).toBeVisible();
  await expect(page.locator('img[src^="/api/photos/"]')).toHaveCount(0);
});

test.describe('a refused file', () => {
  test.use({ allowedConsoleErrors: [/status of 415 \(Unsupported Media Type\)/] });

  test('a file that is not an image is refused with what it is', async ({ page, baseURL }) => {
    await acceptCookies(page);
    await signUpThroughApi(page.request, baseURL!, newAccount('profile-photo-html'));
    await createOrganizationThroughApi(page.request, 'Refusal Trust');
    await page.goto(ROUTES.settings);
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Upload photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!DOCTYPE html><html><body>not a photo</body></html>'),
    });
    await expect(profile.getByText('This file is an HTML page, not a photo')).toBeVisible();
  });
});
