import type { Page } from '@playwright/test';
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
import { apiAs, createProjectThroughApi, importDemoApplications } from './support/grant-data';

/*
 * The applications on a phone, between meetings: the filters fold behind one button so the
 * first application is on the first screen, and the board shows one column at a time. On a
 * desktop the whole board fits the screen.
 */

test.use({ reducedMotion: 'reduce', locale: 'en-GB', timezoneId: 'Europe/London' });

async function organizationWithApplications(page: Page, baseURL: string, label: string, dark = false) {
  await acceptCookies(page);
  const { user } = await signUpThroughApi(page.request, baseURL, newAccount(label));
  if (dark) await setServerDarkMode(page.request, user.id, true);
  const organization = await createOrganizationThroughApi(page.request, 'Lovelace Trust');
  await createProjectThroughApi(page.request, organization.id, { name: 'Clean Rivers' });
  await importDemoApplications(page.request, organization.id, 'Clean Rivers');
  const { funders } = (await apiAs(page.request, 'GET', `/api/orgs/${organization.id}/funders`)) as {
    funders: { id: string; name: string }[];
  };
  return { organization, funders };
}

function column(page: Page, status: string) {
  return page.getByRole('region', { name: 'Board' }).getByRole('region', { name: new RegExp(`^${status} \\d`) });
}

for (const theme of ['light', 'dark'] as const) {
  test(`on a phone: filters behind "Filters (n)", the first application on the first screen, one board column at a time; axe ${theme}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { funders } = await organizationWithApplications(page, baseURL!, `lists-phone-${theme}`, theme === 'dark');
    const commission = funders.find(({ name }) => name === 'European Commission')!;
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`${ROUTES.applications}?funderId=${commission.id}&status=drafting`);
    const filters = page.getByRole('button', { name: 'Filters (2)' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Search applications')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Funder' })).toBeHidden();
    await expect(
      page.getByRole('link', { name: 'Clean Rivers: Horizon Europe' }).filter({ visible: true }),
    ).toBeInViewport();
    await checkPage(page, testInfo, `applications-phone-filters-folded`, theme, false);
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Funder' })).toBeVisible();

    // Without filters the button says so, and the first application is still on the first screen.
    await page.goto(ROUTES.applications);
    await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();
    await expect(page.locator('main a[href^="/applications/"]').filter({ visible: true }).first()).toBeInViewport();

    await page.goto(`${ROUTES.applications}?view=board`);
    const columns = page.getByRole('group', { name: 'Column to show' });
    await expect(columns.getByRole('button', { name: 'Prospect' })).toHaveAttribute('aria-pressed', 'true');
    await expect(column(page, 'Prospect')).toBeVisible();
    await expect(column(page, 'Submitted')).toBeHidden();
    await columns.getByRole('button', { name: 'Submitted' }).click();
    await expect(column(page, 'Submitted')).toBeVisible();
    await expect(column(page, 'Submitted').getByRole('link', { name: 'Solar Schools' })).toBeVisible();
    await expect(column(page, 'Prospect')).toBeHidden();
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    await checkPage(page, testInfo, `applications-phone-board`, theme, false);
  });
}

test('on a desktop at 1280 px the board’s columns fit the screen', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop width');
  await organizationWithApplications(page, baseURL!, 'lists-desktop');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${ROUTES.applications}?view=board`);
  await expect(column(page, 'Withdrawn').getByRole('link', { name: 'Food Bank Logistics' })).toBeVisible();
  const overflow = await page
    .getByRole('region', { name: 'Board' })
    .evaluate((board) => board.scrollWidth - board.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Narrow columns wrap what their cards say instead of spilling into the next column.
  const spilling = await page
    .getByRole('region', { name: 'Board' })
    .getByRole('listitem')
    .evaluateAll((cards) => cards.filter((card) => card.scrollWidth > card.clientWidth + 1).length);
  expect(spilling).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('group', { name: 'Column to show' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Funder' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/applications-board-1280.png' });
});
