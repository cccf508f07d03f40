import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Pages every signed-in user reaches from the navigation, each by its own chunk. */
const PAGES = ['Projects', 'Applications', 'Funders', 'Team', 'Settings', 'Dashboard'];

/**
 * Follows the navigation from the dashboard through several signed-in pages, then loads one of
 * them afresh (its own chunk asked for first): every time the navigation is drawn with its icons
 * and the page its heading, never the error screen. The chunks of the signed-in app once ran in
 * the wrong order after a sign-in (decision 046): the navigation's icons were undefined and the
 * app showed "Something went wrong".
 */
export async function followSignedInNavigation(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Main' }).locator('visible=true');
  // On a phone the navigation sits behind the menu button.
  const openNavigation = async () => {
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
  };
  const drawn = async (label: string) => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await openNavigation();
    // Each link carries its icon: a list built with an undefined icon never draws.
    await expect(navigation.getByRole('link', { name: label }).locator('svg')).toBeVisible();
  };
  await drawn('Dashboard');
  for (const label of PAGES) {
    await openNavigation();
    await navigation.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/${label.toLowerCase()}`));
    await drawn(label);
  }
  await page.goto('/projects');
  await drawn('Projects');
}
