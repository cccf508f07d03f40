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
import { apiAs, createApplicationThroughApi } from './support/grant-data';
import { notifications } from './support/notifications';

/*
 * What a grant manager does to applications in a week: starts one by typing a funder's name and
 * pressing Enter, records an award (and takes it back), mends a move made too early.
 */

test.use({ reducedMotion: 'reduce', timezoneId: 'Europe/London', locale: 'en-GB' });

async function signedInWithOrganization(page: Page, baseURL: string, label: string, theme: 'light' | 'dark' = 'light') {
  await acceptCookies(page);
  const { user } = await signUpThroughApi(page.request, baseURL, newAccount(label));
  if (theme === 'dark') await setServerDarkMode(page.request, user.id, true);
  return createOrganizationThroughApi(page.request, 'Lovelace Trust');
}

function statusForm(page: Page) {
  return page.getByRole('form', { name: 'Change status' });
}

function history(page: Page) {
  return page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
}

test('Enter in the funder field settles on the funder and sends nothing; the currency is the organisation’s', async ({
  page,
  baseURL,
}) => {
  const organization = await signedInWithOrganization(page, baseURL!, 'moves-enter');
  await apiAs(page.request, 'PATCH', `/api/orgs/${organization.id}`, {
    annualBudgetAmount: '900000',
    annualBudgetCurrency: 'GBP',
  });
  await createApplicationThroughApi(page.request, organization.id, {
    title: 'First bid',
    funderName: 'Wellcome Trust',
    currency: 'GBP',
  });

  await page.goto(ROUTES.newApplication);
  await page.getByLabel('Title').fill('Seed grant');
  const funder = page.getByRole('combobox', { name: 'Funder' });
  await funder.pressSequentially('Wellc');
  await funder.press('Enter');
  await expect(funder).toHaveValue('Wellcome Trust');
  await expect(page).toHaveURL(/\/applications\/new$/);
  await expect(notifications(page)).not.toContainText('Application created');
  // No project: the organisation's currency, not EUR.
  await expect(page.getByLabel('Currency')).toHaveValue('GBP');

  await page.getByLabel('Amount requested').fill('48 500');
  await page.getByLabel('Amount requested').blur();
  await expect(page.getByLabel('Amount requested')).toHaveValue('48,500');
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.getByRole('heading', { name: 'Seed grant', level: 1 })).toBeVisible();
  await expect(page.getByText('£48,500.00').first()).toBeVisible();
});

test('award with the amount and the decision date, undo it from the toast, award again', async ({ page, baseURL }) => {
  const organization = await signedInWithOrganization(page, baseURL!, 'moves-award');
  const application = await createApplicationThroughApi(page.request, organization.id, {
    title: 'Coastal Survey',
    funderName: 'Blue Planet Fund',
    currency: 'EUR',
    amountRequested: '48500',
    status: 'submitted',
  });
  await page.goto(`/applications/${application.id}`);

  const form = statusForm(page);
  await form.getByLabel('Move to').selectOption({ label: 'Awarded' });
  // Prefilled with what was asked for, written as the locale writes it.
  await expect(form.getByLabel('Amount awarded')).toHaveValue('48,500');
  await form.getByLabel('Amount awarded').fill('forty');
  await form.getByLabel('Decision date').fill('2026-11-20');
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(form.getByText('Enter the amount awarded as a number, such as 125,000 or 48.5k')).toBeVisible();
  await expect(form.getByLabel('Amount awarded')).toHaveValue('forty');
  await form.getByLabel('Amount awarded').fill('47.5k');
  await form.getByRole('button', { name: 'Change status' }).click();

  await expect(notifications(page)).toContainText('Coastal Survey is now awarded.');
  await expect(history(page).first()).toContainText('Submitted to Awarded');
  await expect(history(page).first()).toContainText('Awarded €47,500.00 on 20 Nov 2026');
  await notifications(page).getByRole('button', { name: 'Undo' }).click();
  await expect(notifications(page)).toContainText('Coastal Survey is submitted again.');
  await expect(history(page).first()).toContainText('Awarded to Submitted');
  await expect(history(page).first()).toContainText('(undone)');
  await expect(page.getByRole('heading', { name: /^Status/ })).toContainText('Submitted');

  // The award again: the amount asked for is offered once more, the undone award is gone.
  await form.getByLabel('Move to').selectOption({ label: 'Awarded' });
  await expect(form.getByLabel('Amount awarded')).toHaveValue('48,500');
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(history(page).first()).toContainText('Awarded €48,500.00');
});

test('move back with a reason, which the history keeps', async ({ page, baseURL }) => {
  const organization = await signedInWithOrganization(page, baseURL!, 'moves-back');
  const application = await createApplicationThroughApi(page.request, organization.id, {
    title: 'Early Years Fund',
    currency: 'GBP',
    status: 'submitted',
  });
  await page.goto(`/applications/${application.id}`);
  const form = statusForm(page);
  await form.getByLabel('Move to').selectOption({ label: 'Drafting' });
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(form.getByText('Say why it moves back; the history keeps it')).toBeVisible();
  await form.getByLabel('Reason').fill('Sent before the budget was signed off');
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(notifications(page)).toContainText('Early Years Fund is now drafting.');
  await expect(history(page).first()).toContainText('Submitted to Drafting');
  await expect(history(page).first()).toContainText('Reason: Sent before the budget was signed off');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the status moves and the new application form: axe finds nothing, ${theme}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const organization = await signedInWithOrganization(page, baseURL!, `moves-axe-${theme}`, theme);
    const application = await createApplicationThroughApi(page.request, organization.id, {
      title: 'Coastal Survey',
      currency: 'EUR',
      amountRequested: '48500',
      status: 'submitted',
    });
    await apiAs(page.request, 'PUT', `/api/orgs/${organization.id}/applications/${application.id}/status`, {
      status: 'awarded',
      amountAwarded: '40000',
    });
    await page.goto(`/applications/${application.id}`);
    const form = statusForm(page);
    await form.getByLabel('Move to').selectOption({ label: 'Declined' });
    await expect(form.getByLabel('Reason')).toBeVisible();
    await expect(form.getByLabel('Decision date')).toBeVisible();
    await checkPage(page, testInfo, 'application-status-moves', theme);
    await page.goto(ROUTES.newApplication);
    await checkPage(page, testInfo, 'new-application', theme);
  });
}
