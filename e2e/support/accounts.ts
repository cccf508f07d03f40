import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let counter = 0;

export function uniqueEmail(label: string) {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.org`;
}

export const PASSWORD = 'correct-horse-42';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(label: string, name = 'Ada Lovelace'): TestAccount {
  return { name, email: uniqueEmail(label), password: PASSWORD };
}

/** Creates the account through the identity service; the request's cookies become the browser's. */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string, account: TestAccount) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: baseURL },
    data: { ...account, callbackURL: '/auth/email-verified' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { user: { id: string } };
}

export async function signInThroughUi(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A signed-in page on the dashboard, with the cookie banner already accepted. */
export async function signedInPage(page: Page, baseURL: string, label: string) {
  const account = newAccount(label);
  await acceptCookies(page);
  await signUpThroughApi(page.request, baseURL, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return account;
}

/** Stores consent before any page script runs, so the banner stays out of the way. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
}

/** Stores the user's darkMode preference on the server, the way the app does (bearer ID token). */
export async function setServerDarkMode(request: APIRequestContext, uid: string, darkMode: boolean) {
  const response = await request.patch(`/api/settings/${uid}`, {
    headers: { Authorization: `Bearer ${await idToken(request)}` },
    data: { preferences: { darkMode } },
  });
  expect(response.status()).toBe(200);
}

/** The signed-in user's ID token, from the built-in identity service (the cookies of `request`). */
export async function idToken(request: APIRequestContext) {
  const response = await request.get('/api/auth/token');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Creates an organisation through the API, the way the app does; the user becomes its owner. */
export async function createOrganizationThroughApi(request: APIRequestContext, name: string) {
  const response = await request.post('/api/orgs', {
    headers: { Authorization: `Bearer ${await idToken(request)}` },
    data: { name },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}
