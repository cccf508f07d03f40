import { acceptCookies } from './support/accounts';
import { expect, NOT_FOUND_DOCUMENT, test } from './support/fixtures';

// The crash page exists in the test build only: the server answers it 404, as any address it does not know.
test.use({ allowedConsoleErrors: [NOT_FOUND_DOCUMENT] });

test('an uncaught rendering error shows the error screen; Try Again renders the page again', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('e2e_crash', 'on'));
  await page.goto('/e2e/crash');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry, but something unexpected happened. Please try again.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();

  // Still failing: Try Again renders again and fails again.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

  await page.evaluate(() => sessionStorage.removeItem('e2e_crash'));
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Rendered again' })).toBeVisible();
});

test('Reload Page reloads the document', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('e2e_crash', 'on'));
  await page.goto('/e2e/crash');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.evaluate(() => sessionStorage.removeItem('e2e_crash'));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Rendered again' })).toBeVisible();
});
