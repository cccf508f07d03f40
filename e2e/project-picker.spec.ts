import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  idToken,
  newAccount,
  setServerDarkMode,
  signUpThroughApi,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs } from './support/grant-data';

/** Last by name of 105 projects: beyond any first page of 100. */
const LAST = 'Zostera Meadows';

/** 104 projects named before `LAST`, then `LAST`; returns its id. */
async function createProjects(request: APIRequestContext, organizationId: string) {
  const headers = { Authorization: `Bearer ${await idToken(request)}` };
  const names = [
    ...Array.from({ length: 104 }, (_, index) => `Coastal Survey ${String(index + 1).padStart(3, '0')}`),
    LAST,
  ];
  const ids = new Map<string, string>();
  // A few at a time: enough to be quick, few enough for the embedded database.
  for (let start = 0; start < names.length; start += 8) {
    await Promise.all(
      names.slice(start, start + 8).map(async (name) => {
        const response = await request.post(`/api/orgs/${organizationId}/projects`, { headers, data: { name } });
        expect(response.status(), await response.text()).toBe(201);
        ids.set(name, ((await response.json()) as { id: string }).id);
      }),
    );
  }
  return ids.get(LAST)!;
}

test.describe('the project picker', () => {
  test.use({ locale: 'en-US' });

  test('finds the 105th project by typing, links an application to it by keyboard, filters by it @phone', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const onPhone = testInfo.project.name === 'phone';
    await acceptCookies(page);
    const { user } = await signUpThroughApi(page.request, baseURL!, newAccount('project-picker'));
    // The phone sees it dark and the desktop light, so axe checks the open list in both themes.
    const theme = onPhone ? 'dark' : 'light';
    await setServerDarkMode(page.request, user.id, onPhone);
    const organization = await createOrganizationThroughApi(page.request, 'Linnaeus Marine');
    const projectId = await createProjects(page.request, organization.id);
    await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/applications`, {
      title: 'Kelp Forest Census',
      currency: 'EUR',
    });

    await page.goto(ROUTES.newApplication);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByLabel('Title').fill('Seagrass Carbon Study');
    const picker = page.getByRole('combobox', { name: 'Project' });
    await expect(picker).toHaveRole('combobox');
    await expect(picker).toHaveAttribute('placeholder', 'No project');

    // Opened with nothing typed, it offers no project and the first 20 by name, and says there are more.
    await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(21);
    await expect(options.first()).toContainText('No project');
    await expect(options.nth(1)).toHaveText('Coastal Survey 001');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 20 of 105 — type to narrow',
    );
    await expectNoAxeViolations(page, `project picker open (${testInfo.project.name}, ${theme})`, false);

    // Typing searches the server; the arrow and Enter take the match.
    await picker.pressSequentially('zost');
    await expect(options).toHaveText([LAST]);
    // The keys take nothing while the list is busy with a search.
    await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(picker).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    // The highlighted option's outline and the "(current)" text pass axe too.
    await expectNoAxeViolations(page, `project picker option highlighted (${testInfo.project.name}, ${theme})`, false);
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue(LAST);
    await expect(picker).toHaveAttribute('aria-expanded', 'false');

    // A search without a match says so; Escape puts the chosen name back.
    await picker.fill('reef');
    await expect(page.getByRole('status').filter({ hasText: 'No project' })).toHaveText('No project matches “reef”');
    await page.keyboard.press('Escape');
    await expect(picker).toHaveValue(LAST);

    await page.getByRole('button', { name: 'Create application' }).click();
    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('link', { name: LAST })).toHaveAttribute('href', `/projects/${projectId}`);

    // In the edit dialog the application's project is shown; Escape closes the list, then the dialog.
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const editPicker = dialog.getByRole('combobox', { name: 'Project' });
    await expect(editPicker).toHaveValue(LAST);
    await editPicker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(editPicker).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(editPicker).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The table's filter: found by another word, picked by touch on a phone.
    await page.goto(ROUTES.applications);
    const pages = page.getByRole('navigation', { name: 'Pages of applications' });
    await expect(pages).toContainText('2 applications');
    const filter = page.getByRole('region', { name: 'Find applications' }).getByRole('combobox', { name: 'Project' });
    // A phone folds the filters behind one button.
    if (onPhone) await page.getByRole('button', { name: 'Filters (0)' }).tap();
    await expect(filter).toHaveAttribute('placeholder', 'All projects');
    if (onPhone) await filter.tap();
    else await filter.click();
    await filter.pressSequentially('meadow');
    const match = page.getByRole('listbox').getByRole('option', { name: LAST });
    // The list opens over the table below (a tap or click on a covered option would fail).
    await expect(match).toBeVisible();
    await expectNoAxeViolations(page, `project filter open (${testInfo.project.name}, ${theme})`, false);
    if (onPhone) await match.tap();
    else await match.click();
    await expect(page).toHaveURL(new RegExp(`[?&]projectId=${projectId}`));
    await expect(pages).toContainText('1 application');
    await expect(page.getByRole('main').getByRole('link', { name: 'Seagrass Carbon Study' })).toBeVisible();

    // The address alone names the project after a reload.
    await page.reload();
    if (onPhone) await page.getByRole('button', { name: 'Filters (1)' }).tap();
    await expect(filter).toHaveValue(LAST);
    await expect(pages).toContainText('1 application');

    // "All projects" clears the filter by keyboard. The chosen project is beyond the first 20, so
    // ArrowDown opens the list on nothing; the next ArrowDown goes to the first option.
    await filter.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(21);
    await expect(filter).not.toHaveAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox').getByRole('option', { name: 'All projects' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/projectId=/);
    await expect(pages).toContainText('2 applications');
    await expect(filter).toHaveValue('');

    // On the board the filters are shorter and the list opens over the columns: nothing there covers its last line.
    await page.goto(`${ROUTES.applications}?view=board`);
    if (onPhone) await page.getByRole('button', { name: 'Filters (0)' }).tap();
    await filter.click();
    await page.locator('[role=listbox] + p').click({ trial: true, timeout: 5_000 });
  });
});
