import ICAL from 'ical.js';
import { ROUTES } from '../packages/shared/src/constants';
import { createOrganizationThroughApi, setServerDarkMode, signedInPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs, importDemoApplications } from './support/grant-data';

test.use({ reducedMotion: 'reduce' });

test('the dashboard shows an organisation’s figures, deadlines and charts; axe finds nothing @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  await signedInPage(page, baseURL!, 'dashboard');
  const organization = await createOrganizationThroughApi(page.request, 'Northwind Trust');
  await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/projects`, {
    name: 'Clean Rivers',
    status: 'active',
  });
  await importDemoApplications(page.request, organization.id, 'Clean Rivers');

  await page.goto(ROUTES.dashboard);
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Open applications' })).toContainText('4');
  await expect(figures.getByRole('listitem').filter({ hasText: 'Active projects' })).toContainText('1');
  await expect(figures.getByRole('listitem').filter({ hasText: 'Success rate' })).toContainText('67%');
  await expect(figures.getByRole('listitem').filter({ hasText: 'Total awarded' })).toContainText('38,000.50');
  await expect(figures.getByRole('listitem').filter({ hasText: 'Next deadline' })).toContainText(
    'Clean Rivers: Horizon Europe',
  );

  const deadlines = page.getByRole('region', { name: /Upcoming deadlines/ });
  await expect(deadlines.getByRole('listitem')).toHaveCount(3);
  await expect(deadlines.getByRole('listitem').first()).toContainText('17:00 (Europe/Brussels)');
  const pipeline = page.getByRole('table', { name: 'Applications per status' });
  await expect(pipeline.getByRole('row', { name: /Awarded/ })).toContainText('2');
  await expect(page.getByRole('region', { name: 'Awarded per quarter' })).toContainText('Last 8 quarters');

  // Seed §4: after sign-in the stored preference wins over the local one, so set both as the app does.
  const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  for (const theme of ['light', 'dark'] as const) {
    await setServerDarkMode(page.request, user.id, theme === 'dark');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(figures).toBeVisible();
    await expectNoAxeViolations(page, `${testInfo.project.name}-${theme}-dashboard-data`);
  }
});

test('the secret calendar address holds the deadlines, as valid iCalendar', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'calendar');
  const organization = await createOrganizationThroughApi(page.request, 'Calendar Trust');
  await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/projects`, { name: 'Clean Rivers' });
  await importDemoApplications(page.request, organization.id, 'Clean Rivers');

  await page.goto(ROUTES.settings);
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = page.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = new URL(await address.inputValue());

  // Calendar apps fetch it without signing in: a fresh request context, no cookies.
  const response = await page.context().request.fetch(url.pathname, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
  expect(summaries).toEqual(
    expect.arrayContaining(['Deadline: Clean Rivers: Horizon Europe', 'Deadline: Youth Theatre Tour']),
  );
  // Decided applications stay in the calendar with their status, as a record of what was due when.
  const heritage = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .find((event) => event.summary === 'Deadline: Heritage Archive');
  expect(heritage?.description).toContain('Status: Awarded');

  await page.reload();
  await expect(page.getByText(/Your calendar address was made on/)).toBeVisible();
  await expect(page.getByLabel('Your calendar address')).toHaveCount(0);
});

test('a long amount stays inside its key-figure card from 320 px up @phone', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'dashboard-wide-amount');
  const organization = await createOrganizationThroughApi(page.request, 'Northwind Trust');
  await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/applications`, {
    title: 'Large infrastructure call',
    currency: 'EUR',
    amountRequested: '1234567.00',
  });
  const figures = page.getByRole('list', { name: 'Key figures' });
  for (const width of [320, 390, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(ROUTES.dashboard);
    const requested = figures.getByRole('listitem').filter({ hasText: 'Total requested' });
    await expect(requested).toContainText('1,234,567.00');
    // Nothing inside the card is wider than the card.
    const overflow = await requested.evaluate((item) => {
      const card = item.firstElementChild as HTMLElement;
      return card.scrollWidth - card.clientWidth;
    });
    expect(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
});
