import type { Page } from '@playwright/test';

/** The toasts' live region, where the app says what a change did or why it was refused. */
export function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}
