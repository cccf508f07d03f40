import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** axe (WCAG 2.2 AA and best practice) finds nothing; a screenshot is kept for a look at the layout. */
export async function expectNoAxeViolations(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, name).toEqual([]);

  // Full-page shots start from the top, where the sticky navigation belongs.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const dir = path.join('test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name.replace(/[^\w-]+/g, '-')}.png`), fullPage });
}

/** A page in a theme, with its heading shown: axe finds nothing. */
export async function checkPage(page: Page, testInfo: TestInfo, name: string, theme: Theme, fullPage = true) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page, `${testInfo.project.name}-${theme}-${name}`, fullPage);
}
