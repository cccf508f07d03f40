import type { Page } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import { createOrganizationThroughApi, signedInPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createApplicationThroughApi, createProjectThroughApi } from './support/grant-data';
import { viewerInOwnBrowser } from './support/invitations';
import { notifications } from './support/notifications';

const PROJECT_URL = /\/projects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The links of the list's rows, in the order shown. */
function projectLinks(page: Page) {
  return page.getByRole('table', { name: /^Projects, page/ }).getByRole('link');
}

test.describe('projects', () => {
  test('create with a validation error, find by search and filters, open, edit, archive, delete', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signedInPage(page, baseURL!, 'projects');
    // Without an organisation there is nothing to list yet: the dashboard is where to start.
    await page.goto(ROUTES.projects);
    await expect(page.getByText('Projects belong to an organisation.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    const organization = await createOrganizationThroughApi(page.request, 'Curie Institute');

    // No projects yet: the empty state offers the first one.
    await page.goto(ROUTES.projects);
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page.getByText('No projects yet')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New Project' }).first().click();
    await expect(page).toHaveURL(/\/projects\/new$/);
    await expect(page.getByRole('heading', { name: 'New Project', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('New Project - GrantPilot');

    // Too short a name and a budget that is not an amount are refused beside their fields; what was typed stays.
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Oc');
    await page.getByLabel('Budget').fill('125,000.5.5');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('The name must be at least 3 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the budget as a number, such as 125,000 or 48.5k')).toBeVisible();
    await expect(page.getByLabel('Budget')).toHaveValue('125,000.5.5');
    await expect(name).toHaveValue('Oc');

    await name.fill('Ocean Sensors');
    await page.getByLabel('Summary').fill('Low-cost buoys that measure acidity along the coast');
    await page.getByLabel('Description').fill('Forty buoys.\nTwo years of measurements.');
    await page.getByLabel('Status').selectOption('active');
    await page.getByLabel('Lead').selectOption({ label: 'Ada Lovelace' });
    await page.getByLabel('Budget').fill('125000.5');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Start date').fill('2026-03-01');
    await page.getByLabel('End date').fill('2027-06-30');
    await page.getByLabel('Tags').fill('Marine, climate, marine');
    await page.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(PROJECT_URL);
    await expect(notifications(page)).toContainText('Project created');
    await expect(page.getByRole('heading', { name: 'Ocean Sensors', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Ocean Sensors - GrantPilot');
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Active');
    await expect(details).toContainText('Ada Lovelace');
    await expect(details).toContainText('€125,000.50');
    await expect(details.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['marine', 'climate']);
    await expect(details).toContainText('Two years of measurements.');
    await expect(page.getByRole('region', { name: /Applications/ })).toContainText('No application is linked');
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
      'Ada Lovelace created the project Ocean Sensors',
    );

    // A second project, made through the API, for the list to tell apart.
    await createProjectThroughApi(page.request, organization.id, {
      name: 'Forest Archive',
      summary: 'Digitising the herbarium',
      status: 'planning',
      tags: ['heritage'],
    });

    await page.getByRole('link', { name: 'All projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectLinks(page)).toHaveText(['Forest Archive', 'Ocean Sensors']);
    await expect(page.getByRole('navigation', { name: 'Pages of projects' })).toContainText('Page 1 of 1 · 2 projects');
    const oceanRow = page.getByRole('row', { name: /Ocean Sensors/ });
    await expect(oceanRow).toContainText('€125,000.50');
    await expect(oceanRow).toContainText('Ada Lovelace');
    await expect(oceanRow).toContainText('Active');

    // Search by a word's start in the summary; the words go to the address and survive a reload.
    // While searching, the best match comes first, an order without a direction.
    const filters = page.getByRole('region', { name: 'Find projects' });
    await expect(filters.getByLabel('Sort by')).toHaveValue('updatedAt');
    await page.getByLabel('Search projects').fill('acid');
    await expect(page).toHaveURL(/[?&]q=acid/);
    await expect(projectLinks(page)).toHaveText(['Ocean Sensors']);
    await expect(filters.getByLabel('Sort by')).toHaveValue('relevance');
    await expect(filters.getByLabel('Order')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Search projects')).toHaveValue('acid');
    await expect(projectLinks(page)).toHaveText(['Ocean Sensors']);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search projects')).toHaveValue('');
    await expect(projectLinks(page)).toHaveCount(2);
    await expect(filters.getByLabel('Sort by')).toHaveValue('updatedAt');

    // Status and tag filters; together they match nothing, and the empty state clears them.
    await filters.getByLabel('Planning').check();
    await expect(page).toHaveURL(/[?&]status=planning/);
    await expect(projectLinks(page)).toHaveText(['Forest Archive']);
    await filters.getByLabel('Tag').selectOption('marine');
    await expect(page.getByText('No projects match')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(projectLinks(page)).toHaveCount(2);
    await filters.getByLabel('Tag').selectOption('marine');
    await expect(projectLinks(page)).toHaveText(['Ocean Sensors']);

    // Sorting by name; Back returns to the previous list.
    await filters.getByLabel('Tag').selectOption('');
    await filters.getByLabel('Sort by').selectOption('name');
    await filters.getByLabel('Order').selectOption({ label: 'Z to A' });
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect(projectLinks(page)).toHaveText(['Ocean Sensors', 'Forest Archive']);
    await filters.getByLabel('Order').selectOption({ label: 'A to Z' });
    await expect(projectLinks(page)).toHaveText(['Forest Archive', 'Ocean Sensors']);
    await page.goBack();
    await expect(filters.getByLabel('Order')).toHaveValue('desc');
    await expect(projectLinks(page)).toHaveText(['Ocean Sensors', 'Forest Archive']);

    // Open it and edit it: a date out of order is refused, then the change is saved.
    await page.getByRole('link', { name: 'Ocean Sensors' }).click();
    await expect(page).toHaveURL(PROJECT_URL);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Ocean Sensors' });
    await expect(dialog.getByLabel('Tags')).toHaveValue('marine, climate');
    await expect(dialog.getByLabel('Lead')).toHaveValue(/.+/);
    await dialog.getByLabel('Name', { exact: true }).fill('Ocean Sensors II');
    await dialog.getByLabel('End date').fill('2025-01-01');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('The end date must not be before the start date')).toBeVisible();
    await dialog.getByLabel('End date').fill('2027-12-31');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(notifications(page)).toContainText('Project saved');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Ocean Sensors II', level: 1 })).toBeVisible();
    await expect(details).toContainText('Dec 31, 2027');
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText('updated the project Ocean Sensors II');

    // Archive and back.
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(notifications(page)).toContainText('Project archived');
    await expect(details).toContainText('Archived');
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText('status active → archived');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await expect(notifications(page)).toContainText('Project unarchived');
    await expect(details).toContainText('Active');
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(details).toContainText('Archived');

    // Delete, after confirming: back on the list, without it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Ocean Sensors II?' });
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(notifications(page)).toContainText('Project deleted');
    await expect(projectLinks(page)).toHaveText(['Forest Archive']);
  });

  test('a viewer reads projects but is offered no changes', async ({ page, baseURL, browser }) => {
    await signedInPage(page, baseURL!, 'projects-owner');
    const organization = await createOrganizationThroughApi(page.request, 'Meitner Lab');
    const project = await createProjectThroughApi(page.request, organization.id, { name: 'Fission Notes' });
    const { context, page: viewerPage } = await viewerInOwnBrowser(
      browser,
      baseURL!,
      { request: page.request, organizationId: organization.id },
      { label: 'projects-viewer', name: 'Otto Frisch' },
    );

    await viewerPage.goto(ROUTES.projects);
    await expect(viewerPage.getByRole('link', { name: 'Fission Notes' })).toBeVisible();
    await expect(viewerPage.getByRole('link', { name: 'New Project' })).toHaveCount(0);
    await viewerPage.goto(`/projects/${project.id}`);
    await expect(viewerPage.getByRole('heading', { name: 'Fission Notes', level: 1 })).toBeVisible();
    for (const action of ['Edit', 'Archive', 'Delete']) {
      await expect(viewerPage.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    await viewerPage.goto(ROUTES.newProject);
    await expect(viewerPage.getByText('You cannot create projects')).toBeVisible();
    await expect(viewerPage.getByLabel('Name', { exact: true })).toHaveCount(0);
    await context.close();
  });

  test.describe('not found', () => {
    // An unknown project id is answered 404, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown id, or a project of another organisation, shows the not-found page', async ({ page, baseURL }) => {
      await signedInPage(page, baseURL!, 'projects-missing');
      const first = await createOrganizationThroughApi(page.request, 'Franklin Labs');
      const elsewhere = await createProjectThroughApi(page.request, first.id, { name: 'Helix Images' });
      // A second organisation becomes the active one: the first one's project is not part of it.
      await createOrganizationThroughApi(page.request, 'Wilkins Labs');
      const addresses = [
        `/projects/${elsewhere.id}`,
        '/projects/00000000-0000-4000-8000-000000000000',
        '/projects/not-a-project',
      ];
      for (const address of addresses) {
        await page.goto(address);
        await expect(page.getByRole('heading', { name: '404 - Page Not Found', level: 1 })).toBeVisible();
        await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
        await expect(page).toHaveTitle('Page Not Found - GrantPilot');
      }
      await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });

  test.describe('accessibility', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the list, the form with its errors and a project pass axe on a desktop and a phone @phone', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signedInPage(page, baseURL!, 'projects-axe');
      const organization = await createOrganizationThroughApi(page.request, 'Hopper Systems');
      const project = await createProjectThroughApi(page.request, organization.id, {
        name: 'Compiler Archive',
        summary: 'The first compilers, catalogued',
        status: 'active',
        budgetAmount: '98000',
        budgetCurrency: 'USD',
        startDate: '2026-01-01',
        tags: ['history', 'software'],
      });

      // Its applications, in two currencies: totals are per currency, never added across.
      await createApplicationThroughApi(page.request, organization.id, {
        title: 'Heritage Software Call',
        funderName: 'Digital Heritage Trust',
        projectId: project.id,
        currency: 'USD',
        amountRequested: '50000',
        deadline: { date: '2026-11-23', time: '17:00', timeZone: 'America/New_York' },
      });
      await createApplicationThroughApi(page.request, organization.id, {
        title: 'Open Archives Grant',
        funderName: 'European Archives Fund',
        projectId: project.id,
        currency: 'EUR',
        amountRequested: '20000.50',
      });

      for (const viewport of [null, { width: 390, height: 844 }]) {
        if (viewport) await page.setViewportSize(viewport);
        const size = viewport ? 'phone' : 'desktop';

        await page.goto(ROUTES.projects);
        await expect(page.getByRole('link', { name: 'Compiler Archive' })).toBeVisible();
        await expectNoAxeViolations(page, `projects (${size})`);

        await page.goto(ROUTES.newProject);
        await page.getByRole('button', { name: 'Create project' }).click();
        await expect(page.getByText('The name must be at least 3 characters')).toBeVisible();
        await expectNoAxeViolations(page, `new project with errors (${size})`);

        await page.goto(`/projects/${project.id}`);
        await expect(page.getByRole('heading', { name: 'Compiler Archive', level: 1 })).toBeVisible();
        // The project's feed includes its applications' entries.
        const activity = page.getByRole('region', { name: 'Activity' });
        await expect(activity).toContainText('created the project');
        await expect(activity).toContainText('created the application Open Archives Grant to European Archives Fund');
        const totals = page.getByRole('table', { name: 'Totals per currency' });
        await expect(totals.getByRole('row', { name: /^EUR/ })).toContainText('€20,000.50');
        await expect(totals.getByRole('row', { name: /^USD/ })).toContainText('$50,000.00');
        await expect(page.getByRole('region', { name: 'Applications table' })).toContainText(
          'Nov 23, 2026, 17:00 (America/New_York)',
        );
        await expectNoAxeViolations(page, `project (${size})`);

        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page, `edit dialog (${size})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });
  });
});
