import { request as playwrightRequest } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs } from './support/grant-data';
import { linkFromOutbox } from './support/outbox';

test.describe('an invitation opened while signed out', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of ['light', 'dark'] as const) {
    test(`says who invited you to what, then sign-up leads back to accepting it, ${theme} @phone`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      // The owner, in a request context of their own, invites an address nobody has used yet.
      const owner = await playwrightRequest.newContext({ baseURL });
      await signUpThroughApi(owner, baseURL!, newAccount(`inviter-${theme}`, 'Grace Hopper'));
      const organization = await createOrganizationThroughApi(owner, `Harbour Trust ${theme}`);
      const email = uniqueEmail(`invited-${theme}`);
      await apiAs(owner, 'POST', `/api/orgs/${organization.id}/invitations`, { email, role: 'editor' });
      const link = await linkFromOutbox(email, 'invited you to');
      await owner.dispose();

      await acceptCookies(page);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const name = (prefix: string) => `${testInfo.project.name}-${theme}-${prefix}`;
      await page.goto(link.pathname + link.search);
      await expect(page).toHaveURL(/\/auth\/login$/);
      const notice = page.getByRole('region', { name: 'You have an invitation' });
      await expect(notice).toContainText(`Grace Hopper invited you to join Harbour Trust ${theme} as an editor.`);
      await expect(notice).toContainText('Sign in with the address the invitation was sent to');
      await expect(notice).not.toContainText(email);
      await expectNoAxeViolations(page, name('sign in with an invitation'));

      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/auth\/register$/);
      await expect(notice).toContainText(`Grace Hopper invited you to join Harbour Trust ${theme} as an editor.`);
      await expect(notice).toContainText('Create an account with the address the invitation was sent to');
      await expectNoAxeViolations(page, name('sign up with an invitation'));
      await page.getByLabel('Name').fill('Mary Jackson');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();

      // Back on the invitation, signed in: accept it and find the organisation.
      await expect(page).toHaveURL(new RegExp(`${ROUTES.dashboard}\\?invitation=`));
      const card = page.getByRole('region', { name: 'Invitation' });
      await expect(card).toContainText(`Grace Hopper invited you to join Harbour Trust ${theme} as an editor.`);
      await card.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Welcome aboard');
      await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('Mary Jackson joined');
      // The organisation's own history is now theirs to read.
      await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(
        `created the organisation Harbour Trust ${theme}`,
      );
    });
  }
});
