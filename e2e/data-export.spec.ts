import fs from 'node:fs';
import JSZip from 'jszip';
import { ROUTES } from '../packages/shared/src/constants';
import { createOrganizationThroughApi, signedInPage } from './support/accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';
import { createApplicationThroughApi } from './support/grant-data';
import { linkFromOutbox } from './support/outbox';

test.use({ reducedMotion: 'reduce' });

test('a user exports their data, follows it being made, and downloads the zip', async ({ page, baseURL }, testInfo) => {
  const account = await signedInPage(page, baseURL!, 'export');
  const organization = await createOrganizationThroughApi(page.request, 'Export Trust');
  await createApplicationThroughApi(page.request, organization.id, { title: 'Exported bid', currency: 'GBP' });

  await page.goto(ROUTES.settingsAccount);
  const section = page.getByRole('region', { name: 'Export my data' });
  await section.getByRole('button', { name: 'Export my data' }).click();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click({ timeout: 30_000 });
  const file = await (await download).path();
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const users = JSON.parse(await zip.file('users.json')!.async('string')) as { email: string }[];
  expect(users.map((user) => user.email)).toEqual([account.email]);
  const applications = JSON.parse(await zip.file('applications.json')!.async('string')) as { title: string }[];
  expect(applications.map((application) => application.title)).toEqual(['Exported bid']);
  expect((await download).suggestedFilename()).toMatch(/^GrantPilot data export \d{4}-\d{2}-\d{2}\.zip$/);

  // The email says it is ready and leads to the settings, where the download is.
  const link = await linkFromOutbox(account.email, 'Your GrantPilot data export is ready');
  await page.goto(link.pathname);
  await expect(page).toHaveURL(/\/settings/);
  await page.goto(ROUTES.settingsAccount);
  await expect(section.getByRole('button', { name: 'Download' })).toBeVisible();
  await checkPage(page, testInfo, 'settings-account-data-export', 'light');
});
