import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  setServerDarkMode,
  signedInPage,
  signUpThroughApi,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs, createProjectThroughApi } from './support/grant-data';
import { notifications } from './support/notifications';

/** A file from another tool: its own headers (one no synonym names), day-first dates, one bad row. */
const OTHER_TOOL = [
  'Name of bid;Funding body;Amount;CCY;Due date;Comments',
  '=Plan B;Green Trust;5000;EUR;31/12/2030;a formula-looking title',
  'Meadow Survey;Green Trust;750;GBP;02/03/2031;',
  'Hedge Planting;Tree Fund;12;EURO;15/01/2031;bad currency',
].join('\n');

const file = (text: string, name = 'from-other-tool.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  return page.getByRole('dialog', { name: 'Import applications' });
}

test.describe('CSV import', () => {
  test('a file with other headers through the mapping, its good rows only; then export and re-import changes nothing', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signedInPage(page, baseURL!, 'csv-import');
    await createOrganizationThroughApi(page.request, 'Mapping Trust');
    await page.goto(ROUTES.applications);
    await expect(page.getByText('No applications yet')).toBeVisible();

    let dialog = await openImport(page);
    await dialog.getByLabel('CSV file').setInputFiles(file(OTHER_TOOL));
    // "Name of bid" names no field: the title has no column yet, and the mapping says so.
    await expect(dialog).toContainText('Choose the column of the file that holds the title.');
    await expect(dialog.getByLabel('Funder', { exact: true })).toHaveValue('Funding body');
    await expect(dialog.getByLabel('Deadline date', { exact: true })).toHaveValue('Due date');
    await dialog.getByLabel('Title (required)').selectOption('Name of bid');

    // The preview: day-first dates detected, the bad row with its problem, nothing written yet.
    await expect(dialog).toContainText('from-other-tool.csv: 3 rows, 2 new, 1 row with problems.');
    const preview = dialog.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('row', { name: /Meadow Survey/ })).toContainText('2031-03-02');
    await expect(preview.getByRole('row', { name: /Hedge Planting/ })).toContainText(
      'currency: must be an ISO 4217 currency code such as EUR',
    );
    const importButton = dialog.getByRole('button', { name: 'Import 2 applications' });
    await expect(importButton).toBeDisabled();
    await dialog.getByLabel(/Import only the rows without problems/).check();
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expect(notifications(page)).toContainText('2 created, 0 updated, 0 skipped.');
    await expect(dialog).toBeHidden();
    const summary = page.getByRole('navigation', { name: 'Pages of applications' });
    await expect(summary).toContainText('2 applications');
    await expect(page.getByRole('row', { name: /=Plan B/ })).toContainText('Green Trust');
    await expect(page.getByRole('row', { name: /Meadow Survey/ })).toBeVisible();

    // The mapping is remembered: the same kind of file maps its title at once.
    dialog = await openImport(page);
    await dialog.getByLabel('CSV file').setInputFiles(file(OTHER_TOOL));
    await expect(dialog.getByLabel('Title (required)')).toHaveValue('Name of bid');
    await expect(dialog).toContainText('3 rows, 0 new, 2 already there (skipped), 1 row with problems.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Round trip: the export guards the formula and starts with a byte-order mark …
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const exportedPath = await download.path();
    const exported = fs.readFileSync(exportedPath, 'utf8');
    expect(exported.startsWith('\uFEFF')).toBe(true);
    expect(exported).toContain("'=Plan B");

    // … and imported back with "skip existing" it creates nothing: every row is already there.
    dialog = await openImport(page);
    await dialog.getByLabel('CSV file').setInputFiles(exportedPath);
    await expect(dialog.getByLabel('Skip them')).toBeChecked();
    await expect(dialog).toContainText(
      '2 rows, 0 new, 2 already there (skipped). Nothing to import: every row is already in GrantPilot.',
    );
    await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('=Plan B');
    await expect(dialog.getByRole('button', { name: /^Import \d+ application/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(summary).toContainText('2 applications');
    await expect(page.getByRole('row', { name: /=Plan B/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /'=Plan B/ })).toHaveCount(0);
  });

  test.describe('a failed import', () => {
    // The refused import is answered 400, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('an import that fails keeps the file and the mapping, and says which row and why', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signedInPage(page, baseURL!, 'csv-import-failure');
      const organization = await createOrganizationThroughApi(page.request, 'Kept Choices Trust');
      const project = await createProjectThroughApi(page.request, organization.id, { name: 'Ocean Sensors' });
      await page.goto(ROUTES.applications);
      const dialog = await openImport(page);
      await dialog
        .getByLabel('CSV file')
        .setInputFiles(file('Name of bid;CCY;Project\nKelp Study;EUR;Ocean Sensors\nTide Gauges;EUR;\n', 'kelp.csv'));
      await dialog.getByLabel('Title (required)').selectOption('Name of bid');
      await expect(dialog).toContainText('kelp.csv: 2 rows, 2 new. Nothing has been written yet.');

      // Between the preview and the import, someone renames the project the file names.
      await apiAs(page.request, 'PATCH', `/api/orgs/${organization.id}/projects/${project.id}`, {
        name: 'Ocean Sensors II',
      });
      await dialog.getByRole('button', { name: 'Import 2 applications' }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(
        'kelp.csv: The file has 1 problem; nothing was imported. Fix them, or import only the rows without problems.',
      );
      await expect(alert).toContainText('row 2, project: no project is named "Ocean Sensors"');
      await expect(alert).toContainText('Your file and choices are kept');
      // Nothing lost: the mapping is as chosen, and the rows were checked again.
      await expect(dialog.getByLabel('Title (required)')).toHaveValue('Name of bid');
      await expect(dialog).toContainText('kelp.csv: 2 rows, 1 new, 1 row with problems.');
      await dialog.getByLabel(/Import only the rows without problems/).check();
      await dialog.getByRole('button', { name: 'Import 1 application' }).click();
      await expect(notifications(page)).toContainText('1 created, 0 updated, 0 skipped.');
      await expect(page.getByRole('row', { name: /Tide Gauges/ })).toBeVisible();
    });
  });

  test.describe('accessibility', () => {
    test.use({ reducedMotion: 'reduce' });

    for (const theme of ['light', 'dark'] as const) {
      test(`the import dialog with a mapping, a date format to choose and a problem passes axe, ${theme} @phone`, async ({
        page,
        baseURL,
      }, testInfo) => {
        test.setTimeout(120_000);
        await acceptCookies(page);
        const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`csv-import-axe-${theme}`));
        await setServerDarkMode(page.request, user.id, theme === 'dark');
        await createOrganizationThroughApi(page.request, 'Axe Import Org');
        const onPhone = testInfo.project.name === 'phone';
        for (const viewport of onPhone ? [null] : [null, { width: 390, height: 844 }]) {
          if (viewport) await page.setViewportSize(viewport);
          const size = `${onPhone ? 'pixel 7' : viewport ? 'phone' : 'desktop'}, ${theme}`;
          await page.goto(ROUTES.applications);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const dialog = await openImport(page);
          await dialog
            .getByLabel('CSV file')
            .setInputFiles(file('Name;CCY;Due date\nSpring call;EUR;03/04/2031\nX;EURO;04/05/2031\n'));
          await expect(dialog.getByLabel('Date format')).toBeVisible();
          await expect(dialog.getByRole('table', { name: /Problems/ })).toBeVisible();
          await expectNoAxeViolations(page, `import with mapping and problems (${size})`, false);
          // The dialog never widens the page on a phone.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          await page.keyboard.press('Escape');
        }
      });
    }
  });
});
