import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  setServerDarkMode,
  signedInPage,
  signUpThroughApi,
} from './support/accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs, importDemoApplications } from './support/grant-data';

/** An organisation with the demo's grant work: eight funders, applications in every status. */
async function organizationWithGrants(request: APIRequestContext, name: string) {
  const organization = await createOrganizationThroughApi(request, name);
  await apiAs(request, 'POST', `/api/orgs/${organization.id}/projects`, { name: 'Clean Rivers', status: 'active' });
  await importDemoApplications(request, organization.id, 'Clean Rivers');
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FUNDER_URL = new RegExp(`/funders/${UUID}$`);

test.use({ reducedMotion: 'reduce' });

test.describe('funders', () => {
  test('the list: search, figures, a funder opened, the old address redirected @phone', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signedInPage(page, baseURL!, 'funders');
    await organizationWithGrants(page.request, 'Hopper Foundation');

    // Funders sit in the navigation beside Applications (behind the menu on a phone).
    await page.goto(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    if (await openMenu.isVisible()) await openMenu.click();
    await page.getByRole('link', { name: 'Funders', exact: true }).click();
    await expect(page).toHaveURL(/\/funders$/);
    await expect(page.getByRole('heading', { name: 'Funders', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Funders - GrantPilot');
    await expect(page.getByRole('navigation', { name: 'Pages of funders' })).toContainText('8 funders');

    // Each funder with its applications and how often they succeeded: a table, or cards on a phone.
    const onPhone = page.viewportSize()!.width < 640;
    const funder = (name: string) =>
      page
        .getByRole(onPhone ? 'list' : 'table', { name: /^Funders, page 1/ })
        .getByRole(onPhone ? 'listitem' : 'row')
        .filter({ hasText: name });
    await expect(funder('National Lottery Heritage Fund')).toContainText('100% (1 of 1 decided)');
    await expect(funder('Wellcome Trust')).toContainText('0% (0 of 1 decided)');

    // Search narrows the list by name, in any case; the words go to the address.
    await page.getByRole('searchbox', { name: 'Search funders' }).fill('TRUST');
    await expect(page).toHaveURL(/[?&]q=TRUST/);
    await expect(page.getByRole('navigation', { name: 'Pages of funders' })).toContainText('2 funders');
    await expect(page.getByRole('main')).toContainText('Green Futures Trust');
    await expect(page.getByRole('main')).not.toContainText('Arts Council');
    await page.getByRole('searchbox', { name: 'Search funders' }).fill('nobody at all');
    await expect(page.getByText('No funders match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('navigation', { name: 'Pages of funders' })).toContainText('8 funders');

    // A funder's page: its record and its applications; back to all funders.
    await page.getByRole('link', { name: 'Wellcome Trust' }).click();
    await expect(page).toHaveURL(FUNDER_URL);
    await expect(page.getByRole('heading', { name: 'Wellcome Trust', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Record with this funder' })).toContainText('0% (0 of 1 decided)');
    await expect(page.getByRole('region', { name: /^Applications \(1\)/ })).toContainText('Early Literacy');
    const funderAddress = new URL(page.url()).pathname;

    // The address funders had under applications leads to the same page.
    await page.goto(funderAddress.replace('/funders/', '/applications/funders/'));
    await expect(page).toHaveURL(new URL(funderAddress, baseURL).href);
    await expect(page.getByRole('heading', { name: 'Wellcome Trust', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'All funders' }).click();
    await expect(page).toHaveURL(/\/funders$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the list and a funder: axe finds nothing, ${theme} @phone`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      await acceptCookies(page);
      const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`funders-axe-${theme}`));
      await setServerDarkMode(page.request, user.id, theme === 'dark');
      await organizationWithGrants(page.request, 'Lovelace Trust');
      for (const viewport of [null, { width: 390, height: 844 }]) {
        if (viewport) await page.setViewportSize(viewport);
        const size = viewport ? 'phone-390' : 'default';
        await page.goto(ROUTES.funders);
        await expect(page.getByRole('navigation', { name: 'Pages of funders' })).toContainText('8 funders');
        await checkPage(page, testInfo, `funders-${size}`, theme);
        await page.getByRole('link', { name: 'European Commission' }).click();
        await expect(page.getByRole('heading', { name: 'European Commission', level: 1 })).toBeVisible();
        await checkPage(page, testInfo, `funder-${size}`, theme);
      }
    });
  }
});
