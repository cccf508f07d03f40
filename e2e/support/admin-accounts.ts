import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './accounts';
import { linkFromOutbox, VERIFY_SUBJECT } from './outbox';

export { ADMIN_EMAILS } from './admin-emails';

/**
 * Signs `request` in as the administrator `email`, creating the account and following its
 * verification link the first time (the role needs a verified address); a retried test finds
 * the account there already. Returns the account's id.
 */
export async function signInAsAdmin(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { Origin: baseURL };
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { name: 'Instance Admin', email, password: PASSWORD, callbackURL: '/auth/email-verified' },
  });
  if (signUp.status() === 200) {
    const link = await linkFromOutbox(email, VERIFY_SUBJECT);
    expect((await request.get(link.pathname + link.search, { headers })).status()).toBeLessThan(400);
  }
  const signIn = await request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as { user: { id: string } }).user.id;
}
