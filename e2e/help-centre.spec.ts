import type { Page } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import { acceptCookies, newAccount, setServerDarkMode, signedInPage, signUpThroughApi } from './support/accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';

test.use({ reducedMotion: 'reduce' });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search help articles' });
const results = (page: Page) => page.getByRole('list', { name: 'Help articles' }).getByRole('link');

test.describe('help centre', () => {
  test('search as you type, open an article at its own address, and come back @phone', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'help-centre');
    await page.goto(ROUTES.support);
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await expect(page.getByText('Sign-in diagnostics for this browser')).toBeVisible();
    await expect(results(page)).toHaveCount(15);

    // Each keystroke narrows the list; the typed letters are marked in the titles and passages.
    await searchBox(page).pressSequentially('calend');
    await expect(results(page).first()).toHaveText('See deadlines in your calendar');
    await expect(page.locator('mark').first()).toHaveText(/^calend$/i);
    await expect(page.getByRole('status')).toContainText('match “calend”');

    await searchBox(page).pressSequentially('ar zebra');
    await expect(page.getByText('No articles match “calendar zebra”.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await searchBox(page).fill('calendar');
    await expect(page).toHaveURL(/\/support\?q=calendar$/);

    await results(page).first().click();
    await expect(page).toHaveURL(/\/support\/articles\/calendar-feed$/);
    await expect(page).toHaveTitle('See deadlines in your calendar - GrantPilot');
    await expect(page.getByRole('heading', { name: 'See deadlines in your calendar', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Make your address', level: 2 })).toBeVisible();

    await page.getByRole('link', { name: 'All help articles' }).click();
    await expect(page).toHaveURL(/\/support\?q=calendar$/);
    await expect(searchBox(page)).toHaveValue('calendar');

    // By keyboard: down from the search box to the results, Enter opens one.
    await searchBox(page).fill('invite');
    await searchBox(page).press('ArrowDown');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support\/articles\/inviting-your-team$/);
    await expect(page).toHaveTitle('Invite your team - GrantPilot');

    // A link inside an article stays in the app.
    await page.getByRole('main').getByRole('link', { name: 'Roles: who can do what' }).click();
    await expect(page.getByRole('heading', { name: 'Roles: who can do what', level: 1 })).toBeVisible();
  });

  test('an article’s address is a page of the app; an unknown one is not found', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'help-address');
    expect((await page.goto('/support/articles/self-hosting'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Run GrantPilot on your own server', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Run GrantPilot on your own server - GrantPilot');

    await page.goto('/support/articles/no-such-article');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found', level: 1 })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found - GrantPilot');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the help centre and an article: axe finds nothing, ${theme} @phone`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      await acceptCookies(page);
      const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`help-axe-${theme}`));
      await setServerDarkMode(page.request, user.id, theme === 'dark');
      for (const viewport of [null, { width: 390, height: 844 }]) {
        if (viewport) await page.setViewportSize(viewport);
        const size = viewport ? 'phone-390' : 'default';
        await page.goto(`${ROUTES.support}?q=time%20zone`);
        await expect(page.locator('mark').first()).toBeVisible();
        await checkPage(page, testInfo, `help-search-${size}`, theme);
        await page.goto(`${ROUTES.support}?q=zebra`);
        await expect(page.getByText('No articles match “zebra”.')).toBeVisible();
        await checkPage(page, testInfo, `help-no-match-${size}`, theme);
        await page.goto('/support/articles/csv-import');
        await expect(
          page.getByRole('heading', { name: 'Import applications from a CSV file', level: 1 }),
        ).toBeVisible();
        await checkPage(page, testInfo, `help-article-${size}`, theme);
      }
    });
  }
});
