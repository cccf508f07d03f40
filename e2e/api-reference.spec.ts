import { expect, test } from './support/fixtures';

// The console guard fails the test on any console error, a Content-Security-Policy violation included.
test('the API reference renders every operation under the strict policy, without a console error', async ({ page }) => {
  const response = await page.goto('/api/reference/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /GrantPilot API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  await page
    .getByRole('button', { name: /documents/i })
    .first()
    .click();
  await expect(page.getByText('/api/orgs/{orgId}/documents').first()).toBeVisible();
});
