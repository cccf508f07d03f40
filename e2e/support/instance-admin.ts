import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { PASSWORD } from './accounts';
import { linkFromOutbox, VERIFY_SUBJECT } from './outbox';

/** Listed in ADMIN_EMAILS by playwright.config.ts: verified, it carries the `admin` role. */
export const INSTANCE_ADMIN = { name: 'Sam Support', email: 'support-admin@example.org', password: PASSWORD };

/**
 * A browser context signed in as the instance administrator, cookie banner accepted. The account
 * is created and its address verified the first time (a retried test signs in to it again).
 */
export async function instanceAdminContext(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; uid: string }> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  const headers = { Origin: baseURL };
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers,
    data: { ...INSTANCE_ADMIN, callbackURL: '/auth/email-verified' },
  });
  if (signUp.ok()) {
    const { user } = (await signUp.json()) as { user: { id: string } };
    const link = await linkFromOutbox(INSTANCE_ADMIN.email, VERIFY_SUBJECT);
    expect((await context.request.get(link.pathname + link.search)).ok()).toBe(true);
    return { context, uid: user.id };
  }
  {
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: INSTANCE_ADMIN.email, password: INSTANCE_ADMIN.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const { user } = (await signIn.json()) as { user: { id: string } };
    return { context, uid: user.id };
  }
}
