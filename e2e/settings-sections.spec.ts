import { ROUTES } from '../packages/shared/src/constants';
import { createOrganizationThroughApi, signedInPage } from './support/accounts';
import { expect, test } from './support/fixtures';

test.use({ reducedMotion: 'reduce' });

const SECTIONS = [
  { link: 'Profile', path: ROUTES.settingsProfile, title: 'Profile settings', shows: 'Display name' },
  {
    link: 'Account and security',
    path: ROUTES.settingsAccount,
    title: 'Account and security settings',
    shows: 'Current password',
  },
  {
    link: 'Notifications',
    path: ROUTES.settingsNotifications,
    title: 'Notification settings',
    shows: 'Deadline reminder emails',
  },
  {
    link: 'Organisation',
    path: ROUTES.settingsOrganization,
    title: 'Organisation settings',
    shows: 'Organisation name',
  },
  { link: 'Calendar', path: ROUTES.settingsCalendar, title: 'Calendar settings', shows: null },
];

test('settings come in sections, each at its own address with its title, reached from the section links @phone', async ({
  page,
  baseURL,
}) => {
  await signedInPage(page, baseURL!, 'settings-sections');
  await createOrganizationThroughApi(page.request, 'Sectioned Trust');

  // /settings goes to the first section.
  await page.goto(ROUTES.settings);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  for (const { link, path, title, shows } of SECTIONS) {
    await sections.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${title} - GrantPilot`);
    await expect(sections.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    if (shows) await expect(page.getByLabel(shows, { exact: true })).toBeVisible();
    // The main navigation still says where the user is.
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();

  // An address is a page of its own: opened directly, and the same after a reload.
  await page.goto(ROUTES.settingsNotifications);
  await page.reload();
  await expect(page).toHaveTitle('Notification settings - GrantPilot');
  await expect(page.getByLabel('Deadline reminder emails')).toBeVisible();
  // On a phone the section links stay in sight beside each other: none is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a member who is not an admin has no organisation section to go to', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'settings-no-org');
  await page.goto(ROUTES.settingsProfile);
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(sections.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Organisation' })).toHaveCount(0);
  await page.goto(ROUTES.settingsOrganization);
  await expect(page.getByText('You are not in an organisation yet.')).toBeVisible();
});
