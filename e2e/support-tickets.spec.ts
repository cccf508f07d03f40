import { ROUTES } from '@grantpilot/shared/constants';
import { acceptCookies, newAccount, setServerDarkMode, signUpThroughApi } from './support/accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs } from './support/grant-data';
import { INSTANCE_ADMIN, instanceAdminContext } from './support/instance-admin';
import { linkFromOutbox } from './support/outbox';

test.use({ reducedMotion: 'reduce' });

const TICKET_URL = /\/support\/tickets\/[0-9a-f-]{36}$/;
const QUEUE_TICKET_URL = /\/admin\/support\/[0-9a-f-]{36}$/;

test('a user opens a ticket, an administrator answers, the user reads the answer from the email link and closes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('ticket-user', 'Ada Asker');
  await acceptCookies(page);
  await signUpThroughApi(page.request, baseURL!, account);
  const subject = `Budget upload stops ${Date.now().toString(36)}`;

  // The user: the contact form on the support page, with a file.
  await page.goto(ROUTES.support);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not contacted support yet.')).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Category').selectOption({ label: 'Something does not work' });
  await page.getByLabel('Message').fill('The upload **stops** at 50%.\n\n<script>window.hacked = true</script>');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'steps.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('# Steps\n\n1. Open the library\n'),
  });
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText(/steps\.md\s*\d+ bytes/);
  await page.getByRole('button', { name: 'Send to support' }).click();
  await expect(page).toHaveURL(TICKET_URL);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.locator('strong')).toHaveText('stops');
  // Markdown is rendered without the writer's HTML: the script is text, and it never ran.
  await expect(conversation).toContainText('<script>window.hacked = true</script>');
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

  // The administrator, in another browser: the emailed link opens the ticket in the queue.
  const { context: adminContext } = await instanceAdminContext(browser, baseURL!);
  const admin = await adminContext.newPage();
  const adminLink = await linkFromOutbox(INSTANCE_ADMIN.email, `New support ticket: ${subject}`);
  expect(adminLink.pathname).toMatch(QUEUE_TICKET_URL);
  await admin.goto(ROUTES.adminSupport);
  const queueLink = admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Support queue/ });
  await expect(queueLink).toContainText(/\d+ waiting/);
  await expect(admin.getByRole('link', { name: subject })).toBeVisible();
  await admin.goto(adminLink.pathname);
  await expect(admin.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(admin.getByText(`${account.name} (${account.email})`)).toBeVisible();
  await admin.getByRole('button', { name: 'Assign to me' }).click();
  await expect(admin.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await admin.getByLabel('Your answer').fill('Try a **smaller** file, please.');
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Answered', { exact: true })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText('Try a smaller file, please.');
  await adminContext.close();

  // The user: the navigation counts the unread answer; the emailed link opens it.
  await page.goto(ROUTES.support);
  const supportLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Support/ });
  await expect(supportLink).toContainText('1 unread');
  await expect(page.getByText('New reply')).toBeVisible();
  const userLink = await linkFromOutbox(account.email, `Support replied: ${subject}`);
  expect(userLink.pathname).toMatch(TICKET_URL);
  await page.goto(userLink.toString());
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Try a smaller file, please.');
  await expect(supportLink).not.toContainText('unread');

  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveCount(0);
});

test.describe('refusals', () => {
  // The browser logs each refused request as a console error; these are expected.
  // One pattern: Playwright reads a two-item array as [value, options].
  test.use({ allowedConsoleErrors: [/the server responded with a status of (404|415) /] });

  test('a file the server refuses says why beside it, and the message is not sent with it', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page);
    await signUpThroughApi(page.request, baseURL!, newAccount('ticket-refused'));
    await page.goto(ROUTES.support);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><body>not a pdf</body></html>'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'HTML page, not a PDF' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove report.pdf' }).click();
    await expect(page.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  });

  test('the queue is not there for a user who is not an instance administrator', async ({ page, baseURL }) => {
    await acceptCookies(page);
    await signUpThroughApi(page.request, baseURL!, newAccount('ticket-not-admin'));
    await page.goto(ROUTES.adminSupport);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Support queue/ }),
    ).toHaveCount(0);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the support pages: axe finds nothing, ${theme}, desktop and 390 px`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    await acceptCookies(page);
    const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`ticket-axe-${theme}`));
    await setServerDarkMode(page.request, user.id, theme === 'dark');
    const ticket = (await apiAs(page.request, 'POST', '/api/support/tickets', {
      subject: `Axe ${theme}`,
      category: 'question',
      message: 'How do I **export** my data?\n\n- one\n- two\n\n`code` and [a link](https://example.org)',
    })) as { id: string };

    const { context: adminContext, uid } = await instanceAdminContext(browser, baseURL!);
    await setServerDarkMode(adminContext.request, uid, theme === 'dark');
    await apiAs(adminContext.request, 'POST', `/api/admin/support/tickets/${ticket.id}/messages`, {
      message: 'Settings → **Export my data**.',
    });
    const admin = await adminContext.newPage();

    for (const viewport of [null, { width: 390, height: 844 }]) {
      const size = viewport ? 'phone-390' : 'desktop';
      if (viewport) {
        await page.setViewportSize(viewport);
        await admin.setViewportSize(viewport);
      }
      await page.goto(ROUTES.support);
      await expect(page.getByRole('link', { name: `Axe ${theme}` })).toBeVisible();
      await checkPage(page, testInfo, `support-${size}`, theme);
      await page.goto(`/support/tickets/${ticket.id}`);
      await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Export my data');
      await checkPage(page, testInfo, `support-ticket-${size}`, theme);

      await admin.goto(`${ROUTES.adminSupport}?status=all`);
      await expect(admin.getByRole('link', { name: `Axe ${theme}` })).toBeVisible();
      await checkPage(admin, testInfo, `support-queue-${size}`, theme);
      await admin.goto(`/admin/support/${ticket.id}`);
      await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText('Export my data');
      await checkPage(admin, testInfo, `support-queue-ticket-${size}`, theme);
    }
    await adminContext.close();
  });
}
