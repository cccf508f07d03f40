import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import { buildPdf } from '../apps/server/src/lib/extraction/test-documents';
import {
  acceptCookies,
  createOrganizationThroughApi,
  idToken,
  newAccount,
  setServerDarkMode,
  signUpThroughApi,
} from './support/accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs } from './support/grant-data';

/** A call for proposals as a one-page PDF: its deadline and its award are what the versions change. */
function callPdf(name: string, deadline: string, award: string) {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      buildPdf([
        [
          'Ocean Futures Programme 2027',
          `Grants of up to ${award} are available.`,
          `Full proposals must be submitted by ${deadline} at 17:00 GMT.`,
          'Only registered charities in the United Kingdom may apply.',
          'Applicants must submit a budget and a letter of support.',
        ],
      ]),
    ),
  };
}

type Upload = ReturnType<typeof callPdf>;

async function upload(request: APIRequestContext, path: string, file: Upload) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${await idToken(request)}` },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

const uploadCall = (request: APIRequestContext, organizationId: string, file: Upload) =>
  upload(request, `/api/orgs/${organizationId}/documents?kind=call_for_proposals`, file);

const uploadVersion = (request: APIRequestContext, organizationId: string, documentId: string, file: Upload) =>
  upload(request, `/api/orgs/${organizationId}/documents/${documentId}/versions`, file);

async function analyse(request: APIRequestContext, organizationId: string, documentId: string) {
  const analysis = (await apiAs(request, 'POST', `/api/orgs/${organizationId}/analyses`, {
    documentId,
    engine: 'builtin',
  })) as { id: string };
  return analysis.id;
}

async function stageOf(request: APIRequestContext, organizationId: string, analysisId: string) {
  return ((await apiAs(request, 'GET', `/api/orgs/${organizationId}/analyses/${analysisId}`)) as { stage: string })
    .stage;
}

async function analysed(request: APIRequestContext, organizationId: string, documentId: string) {
  const id = await analyse(request, organizationId, documentId);
  await expect.poll(() => stageOf(request, organizationId, id), { timeout: 90_000 }).toBe('done');
  return id;
}

const comparePath = (a: string, b: string) => `${ROUTES.grantAnalysis}/compare?a=${a}&b=${b}`;

test.use({ reducedMotion: 'reduce', timezoneId: 'Europe/Berlin' });

test.describe('runs of one document', () => {
  test('compare two runs: the same call twice agrees, a new version differs in deadline and award', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    await acceptCookies(page);
    const { user } = await signUpThroughApi(page.request, baseURL!, newAccount('analysis-compare'));
    const organization = await createOrganizationThroughApi(page.request, 'Noether Ocean Trust');
    const document = await uploadCall(
      page.request,
      organization.id,
      callPdf('ocean-call.pdf', '14 March 2027', '£250,000'),
    );
    const first = await analysed(page.request, organization.id, document.id);
    const second = await analysed(page.request, organization.id, document.id);

    // From the first run's result page: the other finished run to compare with.
    await page.goto(`${ROUTES.grantAnalysis}/${first}`);
    const compareWith = page.getByRole('navigation', { name: 'Compare with another run' });
    await expect(compareWith.getByRole('link')).toHaveCount(1);
    await compareWith.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/grant-analysis/compare\\?a=${first}&b=${second}$`));
    await expect(page.getByRole('heading', { name: 'Run A', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Run B', level: 2 })).toBeVisible();
    await expect(page.getByTestId('compare-summary')).toHaveText(/^0 facts differ, [1-9]\d* the same$/);

    // A new version moves the deadline and raises the award; a run now reads it.
    await uploadVersion(
      page.request,
      organization.id,
      document.id,
      callPdf('ocean-call-v2.pdf', '30 April 2027', '£300,000'),
    );
    const third = await analysed(page.request, organization.id, document.id);

    // The history offers to compare; the first and the last run differ in the deadline and the award only.
    await page.goto(ROUTES.grantAnalysis);
    await expect(
      page
        .getByRole('link', { name: /^Compare with the latest other run/ })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await page.goto(comparePath(first, third));
    await expect(page.getByTestId('compare-summary')).toHaveText(/^2 facts differ, [1-9]\d* the same$/);
    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    await expect(
      deadlines.getByRole('listitem').filter({ hasText: 'Full proposal' }).getByText('differs'),
    ).toBeVisible();
    const funding = page.getByRole('region', { name: 'Funding' });
    await expect(
      funding.getByRole('listitem').filter({ hasText: 'Award, at most' }).getByText('differs'),
    ).toBeVisible();
    await expect(page.locator('[data-status]:not([data-status="same"])')).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Eligibility' }).locator('[data-status="same"]').first(),
    ).toBeVisible();
    await checkPage(page, testInfo, 'analysis-compare', 'light');

    await setServerDarkMode(page.request, user.id, true);
    await page.goto(comparePath(first, third));
    await expect(page.getByTestId('compare-summary')).toBeVisible();
    await checkPage(page, testInfo, 'analysis-compare', 'dark');

    // On a phone (390 px) the runs stack, each value labelled with its run.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(comparePath(first, third));
    await expect(deadlines.getByText('Run A:').first()).toBeVisible();
    await checkPage(page, testInfo, 'analysis-compare-phone-390', 'dark');
  });

  test('a run of an unreadable call fails; Retry after a good new version completes it', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await acceptCookies(page);
    await signUpThroughApi(page.request, baseURL!, newAccount('analysis-retry'));
    const organization = await createOrganizationThroughApi(page.request, 'Curie Coast Fund');
    const document = await uploadCall(page.request, organization.id, {
      name: 'locked-call.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(buildPdf([['x']], { encrypt: true })),
    });

    await page.goto(ROUTES.grantDocuments);
    await expect(
      page
        .getByText(/^Failed: .*encrypted PDF/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible({
      timeout: 60_000,
    });

    const id = await analyse(page.request, organization.id, document.id);
    await page.goto(`${ROUTES.grantAnalysis}/${id}`);
    await expect(page.getByRole('heading', { name: 'The analysis failed', level: 2 })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('alert')).toContainText("The document's text could not be read: ");
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    await uploadVersion(
      page.request,
      organization.id,
      document.id,
      callPdf('good-call.pdf', '14 March 2027', '£250,000'),
    );
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Key facts', level: 2 })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('region', { name: 'Deadlines' })).toContainText('2027');
    await expect(page.getByRole('heading', { name: 'The analysis failed' })).toHaveCount(0);
  });
});
