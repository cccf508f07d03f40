import type { Page } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  signedInPage,
  signInThroughUi,
  signUpThroughApi,
} from './support/accounts';
import { expect, test } from './support/fixtures';

const html = (page: Page) => page.locator('html');
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test.describe('cookie banner (seed §2, §4)', () => {
  test('appears 1000 ms after load when no consent is stored; Got it stores accepted for good', async ({ page }) => {
    // Page time stands still from the start; only runFor moves it.
    await page.clock.install({ time: new Date('2026-03-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T09:00:01Z'));
    // A page the app draws (not rendered at build time): the second counts from the page's load,
    // of which the app's start (its first effects: the banner's timer, then the session read)
    // may already have taken part.
    const appStarted = page.waitForRequest('**/api/auth/get-session');
    await page.goto(ROUTES.forgotPassword);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appStarted;
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    const left = 1000 - (await page.evaluate(() => performance.now()));
    if (left >= 2) {
      await page.clock.runFor(Math.floor(left) - 1);
      await expect(banner).toBeHidden();
    }
    await page.clock.runFor(2);
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(banner).toBeHidden();
  });

  test('on a page rendered at build time it shows 1 s after load, whenever the app starts', async ({ page }) => {
    // When the banner is first seen on screen, in the page's own time since navigation.
    await page.addInitScript(() => {
      const watch = () => {
        const banner = document.querySelector('section[aria-label="Cookie notice"]');
        if (banner?.checkVisibility({ visibilityProperty: true })) {
          (window as { bannerShownAt?: number }).bannerShownAt = performance.now();
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    // The app's code held back: the page shows the banner by itself.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ROUTES.login);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    const shownAt = await page.evaluate(() => (window as { bannerShownAt?: number }).bannerShownAt);
    expect(shownAt).toBeGreaterThanOrEqual(1000);
    release();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');

    // Consent stored: never on screen, also before the app runs.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as { bannerShownAt?: number }).bannerShownAt)).toBeUndefined();
  });
});

test.describe('cookie banner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('the page scrolls past the banner: the last control of Settings shows above it', async ({ page, baseURL }) => {
    await signUpThroughApi(page.request, baseURL!, newAccount('banner-phone'));
    await page.goto(ROUTES.settingsAccount);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('main').locator('button, input, select, textarea, a[href]').last();
    await expect(last).toBeVisible();
    await expect
      .poll(async () => {
        const [control, notice] = await Promise.all([last.boundingBox(), banner.boundingBox()]);
        return control!.y + control!.height <= notice!.y;
      })
      .toBe(true);
    // Accepted, the banner goes and the space it held goes with it.
    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});

// Issue 17 asked public pages to follow the system's dark preference; seed §4 says the initial
// theme is "the locally stored value, otherwise light", and the seed wins (decision 019).
test.describe('a dark system before a theme is chosen', () => {
  test.use({ colorScheme: 'dark' });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("keeps the seed's light default on the public pages", async ({ page }) => {
    for (const path of [ROUTES.landing, ROUTES.login]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      await expect(html(page)).not.toHaveClass(/\bdark\b/);
    }
  });
});

test.describe('theme (seed §4)', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('light by default: no dark class, light attribute, theme colour #33A1CC', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await themeColor(page)).toBe('#33A1CC');
  });

  test('a locally stored dark theme is applied before the app starts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(ROUTES.login);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await themeColor(page)).toBe('#24202A');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(36, 32, 42)');
  });

  test('the theme toggle’s tooltip: loaded on the first focus or hover, shown to both, and the toggle still a click', async ({
    page,
    baseURL,
  }) => {
    // Decision 050: its code is not in the signed-in chunk; it loads on the first focus or hover.
    const tooltipChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/tooltip-popup-/.test(request.url())) tooltipChunks.push(request.url());
    });
    await signedInPage(page, baseURL!, 'theme-tooltip');
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await expect(toggle).toBeVisible();
    expect(tooltipChunks).toEqual([]);
    await toggle.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Switch to dark theme');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeFocused();
    expect(tooltipChunks).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).hover();
    await page.getByRole('button', { name: 'Switch to dark theme' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Switch to dark theme');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('a change is saved locally and on the server (once), with a 300 ms colour transition', async ({
    page,
    baseURL,
  }) => {
    await signedInPage(page, baseURL!, 'theme-change');
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/settings/')) patches.push(request.postData()!);
    });
    await page.goto(ROUTES.settings);
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');

    // Read the transition the moment the class appears (it is gone 300 ms later).
    const transition = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.documentElement.classList.contains('theme-transition')) return;
            observer.disconnect();
            resolve(getComputedStyle(document.body).transitionDuration);
          });
          observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
        }),
    );
    await darkMode.click();
    expect(await transition).toBe('0.3s');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await themeColor(page)).toBe('#24202A');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(html(page)).not.toHaveClass(/\btheme-transition\b/);
    // Seed §7: the existing preferences go along (the server's defaults include the email switches).
    await expect
      .poll(() => patches)
      .toEqual(['{"preferences":{"darkMode":true,"reminderEmails":true,"supportEmails":true}}']);

    // Reloading reads the stored value again: it equals the local one, so nothing is patched.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    await page.waitForLoadState('networkidle');
    expect(patches).toHaveLength(1);
  });

  test("the server's darkMode wins in a second browser after sign-in", async ({ page, browser, baseURL }) => {
    const account = await signedInPage(page, baseURL!, 'theme-sync');
    await page.goto(ROUTES.settings);
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.waitForLoadState('networkidle');

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      const patches: string[] = [];
      second.on('request', (request) => {
        if (request.method() === 'PATCH') patches.push(request.url());
      });
      await second.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
      await second.goto(ROUTES.login);
      await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
      await signInThroughUi(second, account);
      await expect(second).toHaveURL(/\/dashboard$/);
      await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(second.locator('html')).toHaveClass(/\bdark\b/);
      expect(await second.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await second.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#24202A');
      await second.waitForLoadState('networkidle');
      expect(patches).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test('the settings read waits for authentication and carries the bearer token', async ({ page, baseURL }) => {
    const reads: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/api/settings/')) {
        reads.push(request.headers()['authorization']);
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await signedInPage(page, baseURL!, 'theme-bearer');
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    expect(reads[0]).toMatch(/^Bearer ey/);
  });
});

test.describe('toasts (seed §4, §9)', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('one visible at a time, at most 420 px wide, F8 focuses them', async ({ page, baseURL }) => {
    await acceptCookies(page);
    const account = newAccount('toasts');
    await signUpThroughApi(page.context().request, baseURL!, account);
    await page.context().clearCookies();
    await page.goto(ROUTES.login);
    await signInThroughUi(page, { email: account.email, password: 'wrong-password-1' });
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toContainText('Login Failed');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(region.getByRole('listitem')).toHaveCount(1);

    const viewport = region.locator('ol');
    expect(await viewport.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('420px');
    await page.keyboard.press('F8');
    await expect(viewport).toBeFocused();
  });
});

test.describe('cards', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('enter staggered 70 ms apart', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'cards');
    // The key figures show once the user has an organisation.
    await createOrganizationThroughApi(page.request, 'Staggered Cards');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible();
    const delays = await page
      .locator('.card-enter')
      .evaluateAll((cards) => cards.slice(0, 4).map((card) => getComputedStyle(card).animationDelay));
    expect(delays).toEqual(['0s', '0.07s', '0.14s', '0.21s']);
  });

  test('are on screen at once: their entrance only moves them, it never hides one', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'cards-at-once');
    await createOrganizationThroughApi(page.request, 'Cards At Once');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible();
    // Read the animations themselves, not a moment of them: no keyframe makes a card see-through.
    const fading = await page.locator('.card-enter').evaluateAll((cards) =>
      cards.flatMap((card) =>
        card
          .getAnimations()
          .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes())
          .filter((keyframe) => keyframe.opacity !== undefined && Number(keyframe.opacity) < 1)
          .map(() => card.textContent?.slice(0, 30)),
      ),
    );
    expect(fading).toEqual([]);
    const opacities = await page
      .locator('.card-enter')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity));
    expect(new Set(opacities)).toEqual(new Set(['1']));
  });

  test('do not animate under prefers-reduced-motion', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await acceptCookies(page);
      await signedInPage(page, baseURL!, 'cards-reduced');
      // The cards render once the organisations are loaded: read them then, not before.
      await expect(page.locator('.card-enter').first()).toBeVisible();
      const names = await page
        .locator('.card-enter')
        .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationName));
      expect(new Set(names)).toEqual(new Set(['none']));
    } finally {
      await context.close();
    }
  });
});
