import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page is watched: a console error or an uncaught exception fails the test (a CSP
 * violation shows up as one). A test that provokes an error on purpose lists what it expects.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(text);
        });
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * What Chromium logs when a document answers 404: an unknown address does (for crawlers and
 * monitors), and so do the test build's own pages, which the server does not know as pages.
 */
export const NOT_FOUND_DOCUMENT = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;
