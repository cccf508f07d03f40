// Over 300 lines on purpose: the applications journeys share their set-up (an organisation with
// projects, funders and applications), which runs once for the file.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
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
import { apiAs, createApplicationThroughApi, createProjectThroughApi } from './support/grant-data';
import { viewerInOwnBrowser } from './support/invitations';
import { notifications } from './support/notifications';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const APPLICATION_URL = new RegExp(`/applications/${UUID}$`);
const FUNDER_URL = new RegExp(`/funders/${UUID}$`);
const CSV_HEADER =
  'title,funder,programme,project,status,currency,amount_requested,amount_awarded,deadline_date,deadline_time,' +
  'deadline_time_zone,internal_deadline,submitted_on,decided_on,owner_email,notes,id';

/**
 * The title links of the table's rows, in the order shown. Compare them as a list of texts:
 * Playwright retries until the rows match, where one string against several rows fails at once
 * (strict mode) while the previous page is still on screen.
 */
function applicationLinks(page: Page) {
  return page.getByRole('table', { name: /^Applications, page/ }).locator('tbody tr td:first-child a');
}

function column(page: Page, status: string) {
  return page.getByRole('region', { name: 'Board' }).getByRole('region', { name: new RegExp(`^${status} \\d`) });
}

/** A card of a board column, found by its title. */
function card(column: Locator, title: string) {
  return column.getByRole('listitem').filter({ has: column.page().getByRole('link', { name: title, exact: true }) });
}

/** Opens a card's Move list from the keyboard and takes its first move. */
async function moveFirstChoiceByKeyboard(page: Page, title: string, expected: string) {
  const move = page.getByRole('button', { name: `Move ${title}`, exact: true });
  await move.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Move to ${expected}`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

function csvFile(rows: string[]) {
  return { name: 'applications.csv', mimeType: 'text/csv', buffer: Buffer.from([CSV_HEADER, ...rows].join('\n')) };
}

test.describe('applications', () => {
  // The deadlines are stated in Brussels and read from New York.
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test.describe('the main path', () => {
    // A move the pipeline refuses is answered 409 (400 when it would need a reason), which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of (409|400)/] });

    test('create with a validation error, table, board moves by keyboard and drag, a refusal, tasks, export, import, funder', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await signedInPage(page, baseURL!, 'applications');
      const organization = await createOrganizationThroughApi(page.request, 'Curie Institute');
      const project = await createProjectThroughApi(page.request, organization.id, {
        name: 'Ocean Sensors',
        status: 'active',
      });

      // A new organisation has none yet: the empty state offers the first.
      await page.goto(ROUTES.applications);
      await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
      await expect(page.getByText('No applications yet')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'New application' }).first().click();
      await expect(page).toHaveURL(/\/applications\/new$/);
      await expect(page).toHaveTitle('New application - GrantPilot');

      // Too short a title and an amount that is not one are refused beside their fields; what was typed stays.
      const title = page.getByLabel('Title');
      await title.fill('Ri');
      await page.getByLabel('Amount requested').fill('lots');
      await page.getByRole('button', { name: 'Create application' }).click();
      await expect(page.getByText('The title must be at least 3 characters')).toBeVisible();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Enter the amount requested as a number, such as 125,000 or 48.5k')).toBeVisible();
      await expect(page.getByLabel('Amount requested')).toHaveValue('lots');
      await expect(title).toHaveValue('Ri');

      // The deadline's time starts at the end of the day, in the viewer's zone.
      await expect(page.getByLabel('Deadline time')).toHaveValue('23:59');
      await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
      await expect(page.getByLabel('Owner')).toHaveValue(/.+/);

      await title.fill('River Restoration Call');
      await page.getByLabel('Funder').fill('Blue Planet Fund');
      await page.getByLabel('Programme').fill('Freshwater 2030');
      await page.getByRole('combobox', { name: 'Project' }).fill('ocean');
      await page.getByRole('listbox').getByRole('option', { name: 'Ocean Sensors' }).click();
      await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue('Ocean Sensors');
      await page.getByLabel('Status').selectOption('drafting');
      await page.getByLabel('Currency').selectOption('EUR');
      await page.getByLabel('Amount requested').fill('125000.5');
      await page.getByLabel('Deadline date').fill('2030-07-15');
      await page.getByLabel('Deadline time').fill('17:00');
      await page.getByLabel('Time zone').selectOption('Europe/Brussels');
      await page.getByLabel('Notes').fill('Two rivers.\nThree partners.');
      await page.getByRole('button', { name: 'Create application' }).click();

      await expect(page).toHaveURL(APPLICATION_URL);
      await expect(notifications(page)).toContainText('Application created');
      await expect(page.getByRole('heading', { name: 'River Restoration Call', level: 1 })).toBeVisible();
      const details = page.getByRole('region', { name: 'Details' });
      await expect(details).toContainText('Drafting');
      await expect(details).toContainText('€125,000.50');
      await expect(details).toContainText('Ada Lovelace');
      await expect(details).toContainText('Jul 15, 2030, 17:00 (Europe/Brussels)');
      await expect(details).toContainText('your time 11:00');
      await expect(details.getByRole('link', { name: 'Ocean Sensors' })).toHaveAttribute(
        'href',
        `/projects/${project.id}`,
      );
      await expect(details.getByRole('link', { name: 'Blue Planet Fund' })).toBeVisible();
      await expect(details).toContainText('Three partners.');
      await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Created as drafting');

      // A second one through the API, in pounds and with the same funder typed in another case; a third long past.
      await createApplicationThroughApi(page.request, organization.id, {
        title: 'Schools Outreach Grant',
        funderName: 'blue planet fund',
        currency: 'GBP',
        amountRequested: '5000',
      });
      await createApplicationThroughApi(page.request, organization.id, {
        title: 'Archive Digitisation',
        funderName: 'Heritage Lottery',
        status: 'drafting',
        currency: 'EUR',
        amountRequested: '1000.25',
        deadline: { date: '2020-01-10', time: '12:00', timeZone: 'Europe/London' },
      });

      // The table: every application, the totals per currency, a past deadline marked.
      await page.getByRole('link', { name: 'All applications' }).click();
      await expect(page).toHaveURL(/\/applications$/);
      await expect(page.getByRole('navigation', { name: 'Pages of applications' })).toContainText(
        'Page 1 of 1 · 3 applications',
      );
      const riverRow = page.getByRole('row', { name: /River Restoration Call/ });
      await expect(riverRow).toContainText('€125,000.50');
      await expect(riverRow).toContainText('Drafting');
      await expect(page.getByRole('row', { name: /Archive Digitisation/ })).toContainText('Past');
      await expect(page.getByRole('row', { name: /River Restoration Call/ })).not.toContainText('Past');
      const totals = page.getByRole('table', { name: /^Totals per currency/ });
      await expect(totals.getByRole('row', { name: /^EUR/ })).toContainText('€126,000.75');
      await expect(totals.getByRole('row', { name: /^GBP/ })).toContainText('£5,000.00');

      // Search and a status filter go to the address and survive a reload.
      const filters = page.getByRole('region', { name: 'Find applications' });
      await page.getByLabel('Search applications').fill('river');
      await expect(page).toHaveURL(/[?&]q=river/);
      await expect(applicationLinks(page)).toHaveText(['River Restoration Call']);
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await filters.getByLabel('Prospect').check();
      await expect(page).toHaveURL(/[?&]status=prospect/);
      await page.reload();
      await expect(filters.getByLabel('Prospect')).toBeChecked();
      await expect(page.getByRole('navigation', { name: 'Pages of applications' })).toContainText('1 application');
      await expect(applicationLinks(page)).toHaveText(['Schools Outreach Grant']);
      await filters.getByRole('button', { name: 'Clear filters' }).click();

      // The board: moved across by keyboard, one column at a time, focus following the card.
      await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Board' }).click();
      await expect(page).toHaveURL(/[?&]view=board/);
      await expect(card(column(page, 'Drafting'), 'River Restoration Call')).toBeVisible();
      await moveFirstChoiceByKeyboard(page, 'River Restoration Call', 'Submitted');
      await expect(card(column(page, 'Submitted'), 'River Restoration Call')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Move River Restoration Call' })).toBeFocused();
      await expect(page.getByText('Moved River Restoration Call from Drafting to Submitted.')).toBeAttached();
      await moveFirstChoiceByKeyboard(page, 'River Restoration Call', 'Under review');
      await expect(card(column(page, 'Under review'), 'River Restoration Call')).toBeVisible();
      await moveFirstChoiceByKeyboard(page, 'River Restoration Call', 'Awarded');
      // An award asks for the amount granted and the decision date before the card moves.
      const award = page.getByRole('dialog', { name: 'Award River Restoration Call' });
      await award.getByLabel('Amount awarded').fill('120k');
      await award.getByRole('button', { name: 'Mark as awarded' }).click();
      await expect(card(column(page, 'Awarded'), 'River Restoration Call')).toBeVisible();
      await expect(page.getByText('Moved River Restoration Call from Under review to Awarded.')).toBeAttached();
      // An awarded application is final: there is nothing to move it to.
      await expect(page.getByRole('button', { name: 'Move River Restoration Call' })).toHaveCount(0);

      // And by drag: while dragging, the columns say whether they take the card.
      const schools = card(column(page, 'Prospect'), 'Schools Outreach Grant');
      const schoolsId = await schools.getAttribute('data-application-id');
      await schools.hover({ position: { x: 6, y: 6 } });
      await page.mouse.down();
      await column(page, 'Drafting').hover();
      await column(page, 'Drafting').hover({ position: { x: 20, y: 20 } });
      await expect(column(page, 'Drafting')).toHaveAttribute('data-drop', 'accepts');
      await expect(column(page, 'Drafting')).toContainText('Drop here to move');
      await expect(column(page, 'Awarded')).toHaveAttribute('data-drop', 'refuses');
      await expect(column(page, 'Awarded')).toContainText('Cannot move here');
      await page.mouse.up();
      await expect(card(column(page, 'Drafting'), 'Schools Outreach Grant')).toBeVisible();
      await expect(page.getByText('Moved Schools Outreach Grant from Prospect to Drafting.')).toBeAttached();
      await page.screenshot({ path: path.join('test-results', 'screenshots', 'applications-board-moved.png') });

      // Someone else withdraws it meanwhile; the move this board still offers is refused, said and put back.
      await apiAs(page.request, 'PUT', `/api/orgs/${organization.id}/applications/${schoolsId}/status`, {
        status: 'withdrawn',
      });
      await moveFirstChoiceByKeyboard(page, 'Schools Outreach Grant', 'Submitted');
      const refusal = 'Moving an application back from withdrawn to submitted needs a reason.';
      await expect(notifications(page)).toContainText('Application Not Moved');
      await expect(notifications(page)).toContainText(refusal);
      await expect(
        page.getByText(`Schools Outreach Grant was not moved and is back in Drafting: ${refusal}`),
      ).toBeAttached();
      await expect(card(column(page, 'Submitted'), 'Schools Outreach Grant')).toHaveCount(0);
      // Read again, the board shows where it really is.
      await expect(card(column(page, 'Withdrawn'), 'Schools Outreach Grant')).toBeVisible();

      // The detail: the history of the moves, a final status, a task added and ticked.
      await column(page, 'Awarded').getByRole('link', { name: 'River Restoration Call' }).click();
      await expect(page).toHaveURL(APPLICATION_URL);
      const history = page.getByRole('list', { name: 'Status history' });
      await expect(history.getByRole('listitem')).toHaveCount(4);
      await expect(history.getByRole('listitem').first()).toContainText('Under review to Awarded');
      await expect(history.getByRole('listitem').first()).toContainText('Ada Lovelace');
      // Awarded is final going forward; a wrong decision is mended by moving back, with a reason.
      await expect(
        page.getByRole('form', { name: 'Change status' }).locator('optgroup[label="Move back (give a reason)"]'),
      ).toBeAttached();
      const addTask = page.getByRole('form', { name: 'Add a task' });
      await addTask.getByRole('button', { name: 'Add task' }).click();
      await expect(addTask.getByText('Enter what needs doing')).toBeVisible();
      await addTask.getByLabel('New task').fill('Send the signed agreement');
      await addTask.getByLabel('Assignee').selectOption({ label: 'Ada Lovelace' });
      await addTask.getByLabel('Due date').fill('2030-08-01');
      await addTask.getByRole('button', { name: 'Add task' }).click();
      const tasks = page.getByRole('region', { name: /^Tasks/ });
      await expect(tasks).toContainText('1 of 1 open');
      await expect(tasks).toContainText('Assigned to Ada Lovelace, due Aug 1, 2030');
      await tasks.getByLabel('Send the signed agreement').check();
      await expect(tasks).toContainText('0 of 1 open');
      await page.reload();
      await expect(page.getByRole('region', { name: /^Tasks/ }).getByLabel('Send the signed agreement')).toBeChecked();

      // Edit: the form comes filled in; only what changed is sent, a bad amount refused beside its field.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit River Restoration Call' });
      await expect(editDialog.getByLabel('Funder')).toHaveValue('Blue Planet Fund');
      await expect(editDialog.getByLabel('Time zone')).toHaveValue('Europe/Brussels');
      await expect(editDialog.getByLabel('Deadline time')).toHaveValue('17:00');
      await editDialog.getByLabel('Amount awarded').fill('100000.001');
      await editDialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(editDialog.getByText('The amount awarded has at most 2 decimals in EUR')).toBeVisible();
      await editDialog.getByLabel('Amount awarded').fill('100000');
      await editDialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(notifications(page)).toContainText('Application saved');
      await expect(editDialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Details' })).toContainText('€100,000.00');

      // The award shows on the dashboard, and its deadline in the calendar feed.
      await page.goto(ROUTES.dashboard);
      const figures = page.getByRole('list', { name: 'Key figures' });
      await expect(figures.getByRole('listitem').filter({ hasText: 'Total awarded' })).toContainText('100,000.00');
      await expect(
        page.getByRole('table', { name: 'Applications per status' }).getByRole('row', { name: /Awarded/ }),
      ).toContainText('1');
      const feed = (await apiAs(page.request, 'POST', '/api/me/calendar-feed')) as { url: string };
      // Long lines are folded (RFC 5545 §3.1): unfold before reading.
      const ics = (await (await page.request.get(new URL(feed.url).pathname)).text()).replace(/\r\n /g, '');
      expect(ics).toContain('SUMMARY:Deadline: River Restoration Call');
      expect(ics).toContain('Status: Awarded');

      // Export of the filtered table: the awarded one only, in the import's columns.
      await page.goto(`${ROUTES.applications}?status=awarded`);
      await expect(applicationLinks(page)).toHaveText(['River Restoration Call']);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
      const exported = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
      // A byte-order mark first, so spreadsheets read the file as UTF-8.
      expect(exported[0]).toBe(`\uFEFF${CSV_HEADER}`);
      expect(exported[1]).toMatch(
        /^River Restoration Call,Blue Planet Fund,Freshwater 2030,Ocean Sensors,awarded,EUR,125000\.50,100000\.00,2030-07-15,17:00,Europe\/Brussels,/,
      );
      expect(exported.filter(Boolean)).toHaveLength(2);

      // Import: a file with a bad row shows every problem and writes nothing.
      await page.goto(ROUTES.applications);
      const summary = page.getByRole('navigation', { name: 'Pages of applications' });
      await expect(summary).toContainText('3 applications');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import applications' });
      const good = 'Coastal Survey,Sea Trust,,Ocean Sensors,submitted,EUR,9000,,2030-03-01,,Europe/Brussels,,,,,';
      await dialog
        .getByLabel('CSV file')
        .setInputFiles(csvFile([good, 'Wetland Study,Sea Trust,,,prospect,EURO,12000,,,,,,,,,']));
      const problems = dialog.getByRole('table', { name: 'Problems' });
      await expect(problems.getByRole('row')).toHaveCount(2);
      await expect(problems.getByRole('row').nth(1)).toHaveText(
        /3\s*currency\s*must be an ISO 4217 currency code such as EUR/,
      );
      await expect(dialog).toContainText('applications.csv: 2 rows, 1 new, 1 row with problems.');
      await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Coastal Survey');
      await expect(dialog.getByRole('button', { name: 'Import 1 application' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.reload();
      await expect(summary).toContainText('3 applications');

      // Fixed, it is imported whole.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await dialog
        .getByLabel('CSV file')
        .setInputFiles(csvFile([good, 'Wetland Study,Sea Trust,,,prospect,EUR,12000,,,,,,,,,']));
      await expect(dialog).toContainText('applications.csv: 2 rows, 2 new. Nothing has been written yet.');
      await expect(dialog.getByRole('table', { name: 'Problems' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Import 2 applications' }).click();
      await expect(notifications(page)).toContainText('2 created, 0 updated, 0 skipped.');
      await expect(dialog).toBeHidden();
      await expect(summary).toContainText('5 applications');
      await expect(page.getByRole('row', { name: /Coastal Survey/ })).toContainText('Sea Trust');

      // The funder: its applications, the success rate with it, its record edited.
      await page
        .getByRole('row', { name: /River Restoration Call/ })
        .getByRole('link', { name: 'Blue Planet Fund' })
        .click();
      await expect(page).toHaveURL(FUNDER_URL);
      await expect(page.getByRole('heading', { name: 'Blue Planet Fund', level: 1 })).toBeVisible();
      const record = page.getByRole('region', { name: 'Record with this funder' });
      await expect(record).toContainText('100% (1 of 1 decided)');
      await expect(
        record.getByRole('table', { name: 'Totals per currency' }).getByRole('row', { name: /^GBP/ }),
      ).toContainText('£5,000.00');
      const funderApplications = page.getByRole('region', { name: /^Applications \(2\)/ });
      await expect(funderApplications).toContainText('River Restoration Call');
      await expect(funderApplications).toContainText('Schools Outreach Grant');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Blue Planet Fund' });
      await edit.getByLabel('Website').fill('blueplanet');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit.getByText('Enter the website as an address such as https://example.org')).toBeVisible();
      await edit.getByLabel('Website').fill('https://blueplanet.example.org');
      await edit.getByLabel('Contact person').fill('Rachel Carson');
      await edit.getByLabel('Email').fill('grants@blueplanet.example.org');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(notifications(page)).toContainText('Funder saved');
      const funderDetails = page.getByRole('region', { name: 'Details' });
      await expect(funderDetails).toContainText('Rachel Carson');
      await expect(funderDetails.getByRole('link', { name: 'grants@blueplanet.example.org' })).toHaveAttribute(
        'href',
        'mailto:grants@blueplanet.example.org',
      );
      // A second edit of one field keeps the others.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await edit.getByLabel('Notes').fill('Decides in March.');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit).toBeHidden();
      await page.reload();
      await expect(funderDetails).toContainText('Decides in March.');
      await expect(funderDetails).toContainText('Rachel Carson');
      await expect(funderDetails).toContainText('grants@blueplanet.example.org');
      await page.getByRole('link', { name: 'Show in table' }).click();
      await expect(page).toHaveURL(/[?&]funderId=/);
      await expect(page.getByRole('navigation', { name: 'Pages of applications' })).toContainText('2 applications');

      // Delete, after confirming (the owner may): back on the table, without it.
      await page
        .getByRole('row', { name: /Schools Outreach Grant/ })
        .getByRole('link', { name: 'Schools Outreach Grant' })
        .click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Delete Schools Outreach Grant?' })
        .getByRole('button', { name: 'Delete application' })
        .click();
      await expect(page).toHaveURL(/\/applications$/);
      await expect(notifications(page)).toContainText('Application deleted');
      await expect(page.getByRole('navigation', { name: 'Pages of applications' })).toContainText('4 applications');
    });
  });

  test('a viewer reads applications but is offered no changes', async ({ page, baseURL, browser }) => {
    await signedInPage(page, baseURL!, 'applications-owner');
    const organization = await createOrganizationThroughApi(page.request, 'Meitner Lab');
    const application = await createApplicationThroughApi(page.request, organization.id, {
      title: 'Fission Notes Grant',
      funderName: 'Nobel Foundation',
      status: 'drafting',
      currency: 'SEK',
    });
    const { context, page: viewerPage } = await viewerInOwnBrowser(
      browser,
      baseURL!,
      { request: page.request, organizationId: organization.id },
      { label: 'applications-viewer', name: 'Otto Frisch' },
    );

    await viewerPage.goto(ROUTES.applications);
    await expect(viewerPage.getByRole('link', { name: 'Fission Notes Grant' })).toBeVisible();
    await expect(viewerPage.getByRole('link', { name: 'New application' })).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await viewerPage.goto(`${ROUTES.applications}?view=board`);
    const grant = card(column(viewerPage, 'Drafting'), 'Fission Notes Grant');
    await expect(grant).toBeVisible();
    await expect(grant).toHaveAttribute('draggable', 'false');
    await expect(viewerPage.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await viewerPage.goto(`/applications/${application.id}`);
    await expect(viewerPage.getByRole('heading', { name: 'Fission Notes Grant', level: 1 })).toBeVisible();
    for (const action of ['Edit', 'Delete', 'Change status', 'Add task']) {
      await expect(viewerPage.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    await viewerPage.goto(ROUTES.newApplication);
    await expect(viewerPage.getByText('You cannot create applications')).toBeVisible();
    await expect(viewerPage.getByLabel('Title')).toHaveCount(0);
    await context.close();
  });

  test.describe('not found', () => {
    // An unknown id is answered 404, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown id, or an application or funder of another organisation, shows the not-found page', async ({
      page,
      baseURL,
    }) => {
      await signedInPage(page, baseURL!, 'applications-missing');
      const first = await createOrganizationThroughApi(page.request, 'Franklin Labs');
      const elsewhere = await createApplicationThroughApi(page.request, first.id, {
        title: 'Helix Images',
        funderName: 'Royal Society',
        currency: 'GBP',
      });
      const { funders } = (await apiAs(page.request, 'GET', `/api/orgs/${first.id}/funders`)) as {
        funders: { id: string }[];
      };
      // A second organisation becomes the active one: the first one's records are not part of it.
      await createOrganizationThroughApi(page.request, 'Wilkins Labs');
      const addresses = [
        `/applications/${elsewhere.id}`,
        '/applications/00000000-0000-4000-8000-000000000000',
        '/applications/not-an-application',
        `/applications/funders/${funders[0]!.id}`,
        '/applications/funders/not-a-funder',
      ];
      for (const address of addresses) {
        await page.goto(address);
        await expect(page.getByRole('heading', { name: '404 - Page Not Found', level: 1 })).toBeVisible();
        await expect(page).toHaveTitle('Page Not Found - GrantPilot');
      }
    });
  });

  test.describe('accessibility', () => {
    test.use({ reducedMotion: 'reduce' });

    for (const theme of ['light', 'dark'] as const) {
      test(`table, board, form with errors, import, application and funder pass axe, ${theme} @phone`, async ({
        page,
        baseURL,
      }, testInfo) => {
        test.setTimeout(180_000);
        await acceptCookies(page);
        const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`applications-axe-${theme}`));
        await setServerDarkMode(page.request, user.id, theme === 'dark');
        const organization = await createOrganizationThroughApi(page.request, 'Hopper Systems');
        const application = await createApplicationThroughApi(page.request, organization.id, {
          title: 'Compiler Heritage Call',
          funderName: 'Digital Heritage Trust',
          programme: 'Software history',
          status: 'submitted',
          currency: 'USD',
          amountRequested: '50000',
          deadline: { date: '2030-11-23', time: '17:00', timeZone: 'Europe/Brussels' },
          notes: 'The first compilers, catalogued.',
        });
        await createApplicationThroughApi(page.request, organization.id, {
          title: 'Open Archives Grant',
          funderName: 'European Archives Fund',
          status: 'drafting',
          currency: 'EUR',
          amountRequested: '20000.50',
          deadline: { date: '2020-01-10', time: '12:00', timeZone: 'Europe/London' },
        });
        await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/applications/${application.id}/tasks`, {
          title: 'Collect letters of support',
          dueDate: '2020-02-01',
        });
        const { funders } = (await apiAs(page.request, 'GET', `/api/orgs/${organization.id}/funders`)) as {
          funders: { id: string; name: string }[];
        };
        const funder = funders.find(({ name }) => name === 'Digital Heritage Trust')!;

        // The phone project is a phone already; on a desktop, a narrow phone follows.
        const onPhone = testInfo.project.name === 'phone';
        for (const viewport of onPhone ? [null] : [null, { width: 390, height: 844 }]) {
          if (viewport) await page.setViewportSize(viewport);
          const size = `${onPhone ? 'pixel 7' : viewport ? 'phone' : 'desktop'}, ${theme}`;
          // A board that scrolls sideways inside its region never widens the page.
          const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          await page.goto(ROUTES.applications);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByText('Open Archives Grant').filter({ visible: true })).toBeVisible();
          await expectNoAxeViolations(page, `applications table (${size})`);

          await page.getByRole('button', { name: 'Import CSV' }).click();
          const dialog = page.getByRole('dialog', { name: 'Import applications' });
          await dialog.getByLabel('CSV file').setInputFiles(csvFile(['Bad,,,,dreaming,EUR,1,,,,,,,,,']));
          await expect(dialog.getByRole('table', { name: 'Problems' })).toBeVisible();
          await expectNoAxeViolations(page, `import with problems (${size})`, false);
          await page.keyboard.press('Escape');

          await page.goto(`${ROUTES.applications}?view=board`);
          // A phone shows one column at a time, chosen above the board.
          if (page.viewportSize()!.width < 640) {
            await page
              .getByRole('group', { name: 'Column to show' })
              .getByRole('button', { name: 'Submitted' })
              .click();
          }
          await expect(card(column(page, 'Submitted'), 'Compiler Heritage Call')).toBeVisible();
          expect(await pageWidth()).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page, `applications board (${size})`);
          await page.getByRole('button', { name: 'Move Compiler Heritage Call' }).click();
          await expect(page.getByRole('button', { name: 'Move to Awarded' })).toBeVisible();
          await expectNoAxeViolations(page, `board move list (${size})`, false);

          await page.goto(ROUTES.newApplication);
          await page.getByRole('button', { name: 'Create application' }).click();
          await expect(page.getByText('The title must be at least 3 characters')).toBeVisible();
          await expectNoAxeViolations(page, `new application with errors (${size})`);

          await page.goto(`/applications/${application.id}`);
          await expect(page.getByRole('heading', { name: 'Compiler Heritage Call', level: 1 })).toBeVisible();
          await expect(page.getByRole('region', { name: /^Tasks/ })).toContainText('Overdue');
          await expectNoAxeViolations(page, `application (${size})`);
          await page.getByRole('button', { name: 'Edit', exact: true }).click();
          await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue('Compiler Heritage Call');
          await expectNoAxeViolations(page, `edit application dialog (${size})`, false);
          await page.keyboard.press('Escape');

          await page.goto(`/applications/funders/${funder.id}`);
          await expect(page.getByRole('heading', { name: 'Digital Heritage Trust', level: 1 })).toBeVisible();
          await expectNoAxeViolations(page, `funder (${size})`);
        }
      });
    }
  });
});
