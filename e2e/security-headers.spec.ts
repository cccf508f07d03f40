import { expect, test } from '@playwright/test';

test('the built web app loads under the strict Content-Security-Policy with no violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('hashed assets are cached for a year, pages revalidate', async ({ request, page }) => {
  // A deep link to a page of the app (an unknown address gets the same page with 404).
  const pageResponse = await request.get('/projects/some-project-id');
  expect(pageResponse.status()).toBe(200);
  expect(pageResponse.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toContain('immutable');
});
