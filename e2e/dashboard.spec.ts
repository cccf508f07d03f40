import ICAL from 'ical.js';
import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  setServerDarkMode,
  signedInPage,
  signInThroughUi,
  signUpThroughApi,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs, dayFromNow, importDemoApplications } from './support/grant-data';

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

test('the dashboard asks /api/auth/token at most once: the token comes with the session and lasts its lifetime', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page);
  const account = newAccount('one-token');
  await signUpThroughApi(page.request, baseURL!, account);
  const organization = await createOrganizationThroughApi(page.request, 'One Token Trust');
  await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/projects`, {
    name: 'Clean Rivers',
    status: 'active',
  });
  await importDemoApplications(page.request, organization.id, 'Clean Rivers');

  const tokenRequests: string[] = [];
  const sessionReads: string[] = [];
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/token') tokenRequests.push(request.url());
    else if (pathname === '/api/auth/get-session') sessionReads.push(request.url());
    else if (pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/')) apiReads.push(pathname);
  });
  const dashboardShown = async () => {
    await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'My open tasks' }).or(page.getByText('Nothing assigned to you')),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
  };

  // Opened straight away: the session read brings the token. The page's HTML asked for it before
  // any script ran, and the app took that answer instead of asking again (decision 053).
  await page.goto(ROUTES.dashboard);
  await dashboardShown();
  expect(apiReads.length).toBeGreaterThanOrEqual(6);
  expect(tokenRequests.length).toBeLessThanOrEqual(1);
  expect(sessionReads).toHaveLength(1);
  const sessionReadStartedBy = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/auth/get-session')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(sessionReadStartedBy).toEqual(['link']);
  // Other pages of the same visit use the same token.
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await dashboardShown();
  expect(tokenRequests.length).toBeLessThanOrEqual(1);

  // Signed in through the form: one token request for everything the dashboard reads.
  await page.context().clearCookies();
  tokenRequests.length = 0;
  await page.goto(ROUTES.login);
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await dashboardShown();
  expect(tokenRequests.length).toBeLessThanOrEqual(1);
});

test('the secret calendar address holds the deadlines, as valid iCalendar', async ({ page, baseURL }, testInfo) => {
  await signedInPage(page, baseURL!, 'calendar');
  const organization = await createOrganizationThroughApi(page.request, 'Calendar Trust');
  await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/projects`, { name: 'Clean Rivers' });
  await importDemoApplications(page.request, organization.id, 'Clean Rivers');

  await page.goto(ROUTES.settingsCalendar);
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

  // The address is there again after a reload, with links that subscribe a calendar to it.
  await page.reload();
  await expect(page.getByLabel('Your calendar address')).toHaveValue(url.toString());
  await expect(page.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
    'href',
    url.toString().replace(/^http:/, 'webcal:'),
  );
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  await expect(page.getByRole('link', { name: 'Add to Outlook' })).toHaveAttribute('href', /^https:\/\/outlook\./);
  const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  for (const theme of ['light', 'dark'] as const) {
    await setServerDarkMode(page.request, user.id, theme === 'dark');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByLabel('Reminder in your calendar')).toBeVisible();
    await expectNoAxeViolations(page, `${testInfo.project.name}-${theme}-settings-calendar-address`);
  }

  // A reminder the day before each deadline, as an alarm calendar apps raise.
  await page.getByLabel('Reminder in your calendar').selectOption({ label: '1 day before' });
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Reminder saved');
  const withAlarm = new ICAL.Component(ICAL.parse(await (await page.request.get(url.pathname)).text()));
  const deadline = withAlarm.getAllSubcomponents('vevent')[0]!;
  const trigger = deadline.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration;
  expect(trigger.toSeconds()).toBe(-24 * 60 * 60);

  // A new address ends the old one.
  await page.getByRole('button', { name: 'Make a new address…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByLabel('Your calendar address')).not.toHaveValue(url.toString());
  expect((await page.request.get(url.pathname)).status()).toBe(404);
});

test('long amounts stay inside their cards from 320 px up, and the page never scrolls sideways @phone', async ({
  page,
  baseURL,
}) => {
  await signedInPage(page, baseURL!, 'dashboard-wide-amount');
  const organization = await createOrganizationThroughApi(page.request, 'Northwind Trust');
  const header = 'title,funder,status,currency,amount_requested,amount_awarded,deadline_date,decided_on';
  const rows = [
    `Large infrastructure call,European Commission,drafting,EUR,12345678.90,,${dayFromNow(5)},`,
    `Research chairs,Swiss National Science Foundation,awarded,CHF,98765432.10,87654321.99,${dayFromNow(-90)},${dayFromNow(-60)}`,
    `Regional fund,Fondo Regional,awarded,MXN,123456789.00,123456789.00,${dayFromNow(-200)},${dayFromNow(-150)}`,
  ];
  await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/applications/import`, {
    csv: [header, ...rows].join('\n'),
    commit: true,
  });
  const figures = page.getByRole('list', { name: 'Key figures' });
  const problems: string[] = [];
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(ROUTES.dashboard);
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total requested' })).toContainText('12,345,678.90');
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total awarded' })).toContainText('87,654,321.99');
    // Nothing inside a card reaches past the card's edges, and the page is no wider than the screen.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main section')].flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('*')]
          .filter((element) => {
            const inner = element.getBoundingClientRect();
            return inner.width > 0 && (inner.right > box.right + 0.5 || inner.left < box.left - 0.5);
          })
          .map((element) => `${element.tagName}: ${element.textContent?.slice(0, 40)}`);
      }),
    );
    problems.push(...overflowing.map((what) => `${width} px: ${what}`));
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (sideways > 0) problems.push(`${width} px: the page scrolls ${sideways} px sideways`);
  }
  expect(problems).toEqual([]);
});
