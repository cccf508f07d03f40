import { expect, type Page } from '@playwright/test';
import {
  emulatorOobCodes,
  signInToEmulator,
  signUpInEmulator,
  type OobCode,
} from '../../apps/server/src/testing/firebase-emulator';
import type { TestAccount } from './accounts';

export {
  markEmailVerified,
  setEmailEnumerationProtection,
  signInToEmulator,
  signUpInEmulator,
} from '../../apps/server/src/testing/firebase-emulator';

/** The newest code the emulator "mailed" to `email` for `requestType`, once it is there. */
export async function oobCodeFor(email: string, requestType: OobCode['requestType'], after = 0) {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const codes = (await emulatorOobCodes()).filter(
        (code) => code.email === email && code.requestType === requestType,
      );
      found = codes.length > after ? codes.at(-1) : undefined;
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** An account created in the emulator (as another device would), signed in through the UI. */
export async function firebaseSignedInPage(page: Page, account: TestAccount) {
  await signUpInEmulator(account.email, account.password, account.name);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** A bearer header for the product API with a fresh emulator token of `account`. */
export async function bearerOf(account: Pick<TestAccount, 'email' | 'password'>) {
  const session = await signInToEmulator(account.email, account.password);
  return { uid: session.uid, headers: { Authorization: `Bearer ${session.idToken}` } };
}
