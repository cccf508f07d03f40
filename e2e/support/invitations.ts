import type { APIRequestContext, Browser } from '@playwright/test';
import { DASHBOARD_PARAMS } from '../../packages/shared/src/constants';
import { acceptCookies, newAccount, signUpThroughApi } from './accounts';
import { apiAs } from './grant-data';
import { linkFromOutbox } from './outbox';

/**
 * A second person, invited as a viewer by the signed-in owner of `ownerRequest`, signed up and a
 * member, in a browser of their own. The emailed link's token is what proves the address; the
 * dashboard's own flow has its e2e in team.spec.ts.
 */
export async function viewerInOwnBrowser(
  browser: Browser,
  baseURL: string,
  owner: { request: APIRequestContext; organizationId: string },
  viewer: { label: string; name: string },
) {
  const account = newAccount(viewer.label, viewer.name);
  await apiAs(owner.request, 'POST', `/api/orgs/${owner.organizationId}/invitations`, {
    email: account.email,
    role: 'viewer',
  });
  const link = await linkFromOutbox(account.email, 'invited you to');

  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await signUpThroughApi(page.request, baseURL, account);
  await apiAs(page.request, 'POST', '/api/invitations/accept', {
    token: link.searchParams.get(DASHBOARD_PARAMS.invitation),
  });
  return { context, page };
}
