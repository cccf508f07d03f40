import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/constants';
import { buildPdf } from '../apps/server/src/lib/extraction/test-documents';
import {
  acceptCookies,
  createOrganizationThroughApi,
  idToken,
  newAccount,
  setServerDarkMode,
  signedInPage,
  signUpThroughApi,
} from './support/accounts';
import { checkPage } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs, createProjectThroughApi } from './support/grant-data';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ANALYSIS_URL = new RegExp(`/grant-analysis/${UUID}$`);
const DOCUMENT_URL = new RegExp(`/grant-documents/${UUID}\\?`);
const APPLICATION_URL = new RegExp(`/applications/${UUID}$`);

/** A two-page call for proposals: the deadline, the award, who may apply and what to send. */
const CALL = {
  name: 'ocean-futures-call.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    buildPdf([
      [
        'Ocean Futures Programme 2027',
        'Call for proposals on coastal climate adaptation.',
        'Grants of up to £250,000 are available.',
      ],
      [
        'How to apply',
        'Full proposals must be submitted by 14 March 2027 at 17:00 GMT.',
        'Only registered charities in the United Kingdom may apply.',
        'Applicants must submit a budget and a letter of support.',
      ],
    ]),
  ),
};

/** The same call as plain text: no pages, so its citations open the text part that holds them. */
const TEXT_CALL = {
  name: 'river-call.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    [
      'River Futures Fund 2027',
      'Grants of up to £250,000 are available.',
      'Full proposals must be submitted by 14 March 2027 at 17:00 GMT.',
      'Only registered charities in the United Kingdom may apply.',
      'Applicants must submit a budget and a letter of support.',
      '',
    ].join('\n'),
  ),
};

async function uploadCall(request: APIRequestContext, organizationId: string, file: typeof CALL = CALL) {
  const response = await request.post(`/api/orgs/${organizationId}/documents?kind=call_for_proposals`, {
    headers: { Authorization: `Bearer ${await idToken(request)}` },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function twoProjects(request: APIRequestContext, organizationId: string) {
  return Promise.all([
    createProjectThroughApi(request, organizationId, {
      name: 'Coastal Resilience Lab',
      status: 'active',
      description: 'Climate adaptation for coastal towns in the United Kingdom: sea walls and salt marshes.',
    }),
    createProjectThroughApi(request, organizationId, {
      name: 'Urban Beekeeping Network with a very long name that has to wrap on a phone screen',
      status: 'planning',
      description: 'Pollinators in city parks.',
    }),
  ]);
}

/** The result page's facts once the run is done. */
function keyFacts(page: Page) {
  return page.getByRole('heading', { name: 'Key facts', level: 2 });
}

/**
 * After a citation's click: on a wide screen the cited page opens beside the facts with the quote
 * marked (axe finds nothing there), and its link opens the document; on a phone the link went there.
 */
async function openCitedDocument(page: Page, testInfo: TestInfo, quote: RegExp) {
  if (page.viewportSize()!.width < 1024) return;
  const panel = page.getByRole('complementary', { name: 'Cited text' });
  await expect(panel.locator('mark')).toHaveText(quote);
  await expect(panel.getByRole('heading', { name: /^Cited text/ })).toBeFocused();
  await checkPage(page, testInfo, `analysis-cited-text-${testInfo.title.slice(0, 12)}`, 'light', false);
  await panel.getByRole('link', { name: 'Open in the document' }).click();
}

// The call states 17:00 GMT; seen from Berlin, that is 18:00 the viewer's time.
test.use({ reducedMotion: 'reduce', timezoneId: 'Europe/Berlin' });

test.describe('grant analysis', () => {
  test('analyse a call with two projects, open a cited deadline, create the application @phone', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signedInPage(page, baseURL!, 'analysis');
    const organization = await createOrganizationThroughApi(page.request, 'Franklin Marine Trust');
    await uploadCall(page.request, organization.id);
    await twoProjects(page.request, organization.id);

    await page.goto(ROUTES.grantAnalysis);
    await expect(page.getByRole('heading', { name: 'Grant Analysis', level: 1 })).toBeVisible();
    await expect(page.getByText(/^No analyses yet\./).filter({ visible: true })).toBeVisible();
    const form = page.getByRole('region', { name: 'New analysis' });
    await form
      .getByLabel('Document', { exact: true })
      .selectOption({ label: 'ocean-futures-call (Call for proposals)' });
    await form.getByLabel('Coastal Resilience Lab').check();
    await form.getByLabel(/^Urban Beekeeping Network/).check();
    await expect(form.getByLabel('Engine')).toHaveValue('builtin');
    await expect(form.getByLabel('Engine').locator('option:checked')).toHaveText('Built-in (offline)');
    await form.getByRole('button', { name: 'Start analysis' }).click();

    // The run's page: its progress while it runs, then the key facts.
    await expect(page).toHaveURL(ANALYSIS_URL);
    await expect(page.getByRole('heading', { name: 'Analysis of ocean-futures-call', level: 1 })).toBeVisible();
    await expect(keyFacts(page)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // Deadlines first, in the viewer's zone with the stated one beside it.
    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    await expect(deadlines).toContainText('18:00 your time');
    await expect(deadlines).toContainText('17:00');
    const funding = page.getByRole('region', { name: 'Funding' });
    await expect(funding).toContainText('250,000');
    await expect(page.getByRole('region', { name: 'Eligibility' })).toContainText('must');
    await expect(page.getByRole('region', { name: 'Required documents' })).toContainText(/budget/i);
    await expect(page.getByText('Input SHA-256')).toBeVisible();

    // One card per project, each with its score and confidence apart.
    const fits = page.getByRole('region', { name: 'Fit per project' });
    await expect(fits.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(fits).toContainText(/confidence \d+%/);
    await checkPage(page, testInfo, 'analysis-result', 'light');

    // The deadline's citation: on a wide screen its page beside the facts, the quote marked; then
    // (on a phone at once) the call at that page, the quoted words marked.
    await deadlines
      .getByRole('link', { name: /^Source, p\. 2/ })
      .first()
      .click();
    await openCitedDocument(page, testInfo, /14 March 2027/);
    await expect(page).toHaveURL(DOCUMENT_URL);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('heading', { name: 'Page 2', level: 3 })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Page 2' }).locator('mark').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Page 2' }).locator('mark')).toContainText([/march/i]);

    // Back to the analysis; the application is made from it, with a task per required document.
    await page.goBack();
    await expect(keyFacts(page)).toBeVisible();
    await page.getByRole('button', { name: 'Create application' }).click();
    await expect(page).toHaveURL(APPLICATION_URL);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tasks = page.getByRole('region', { name: /^Tasks/ });
    await expect(tasks).toContainText(/budget/i);
    await expect(tasks).toContainText(/letter of support/i);
    // The application links back to the analysis it was made from.
    await expect(page.getByRole('link', { name: 'analysis of ocean-futures-call' })).toBeVisible();
    const applicationUrl = page.url();

    // The analysis now links the application; the history lists the run, done, with its best fit.
    await page.goBack();
    await expect(page.getByText('Application:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create application' })).toHaveCount(0);
    await page.getByRole('link', { name: 'All analyses' }).click();
    await expect(page.getByText('Done', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    expect(applicationUrl).toMatch(APPLICATION_URL);
  });

  test('a plain-text call: its citations open the text part holding the quote, the words marked', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signedInPage(page, baseURL!, 'analysis-text');
    const organization = await createOrganizationThroughApi(page.request, 'Hopper River Trust');
    const call = await uploadCall(page.request, organization.id, TEXT_CALL);

    // Started from the document's page: "Analyse" opens the form with the document chosen.
    await page.goto(`${ROUTES.grantDocuments}/${call.id}`);
    await page.getByRole('link', { name: 'Analyse' }).click();
    const form = page.getByRole('region', { name: 'New analysis' });
    await expect(form.getByLabel('Document', { exact: true })).toHaveValue(call.id);
    await form.getByRole('button', { name: 'Start analysis' }).click();
    await expect(page).toHaveURL(ANALYSIS_URL);
    await expect(keyFacts(page)).toBeVisible({ timeout: 90_000 });
    // Without projects there is no fit to show.
    await expect(page.getByRole('heading', { name: 'Fit per project' })).toHaveCount(0);

    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    await deadlines.getByRole('link', { name: 'Source, in the text' }).first().click();
    await openCitedDocument(page, testInfo, /14 March 2027/);
    await expect(page).toHaveURL(DOCUMENT_URL);
    await expect(page).toHaveURL(/[?&]page=1/);
    await expect(page.getByRole('heading', { name: 'Page 1', level: 3 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Page 1' }).locator('mark')).toContainText([/march/i]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the analysis pages: axe finds nothing, ${theme}`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(150_000);
      await acceptCookies(page);
      const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`analysis-axe-${theme}`));
      await setServerDarkMode(page.request, user.id, theme === 'dark');
      const organization = await createOrganizationThroughApi(page.request, 'Meitner Ocean Fund');
      const document = await uploadCall(page.request, organization.id);
      const projects = await twoProjects(page.request, organization.id);
      const analysis = (await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/analyses`, {
        documentId: document.id,
        projectIds: projects.map((project) => project.id),
        engine: 'builtin',
      })) as { id: string };
      await expect
        .poll(
          async () =>
            (
              (await apiAs(page.request, 'GET', `/api/orgs/${organization.id}/analyses/${analysis.id}`)) as {
                stage: string;
              }
            ).stage,
          { timeout: 90_000 },
        )
        .toBe('done');

      for (const viewport of [null, { width: 390, height: 844 }]) {
        if (viewport) await page.setViewportSize(viewport);
        const size = viewport ? 'phone-390' : 'desktop';
        await page.goto(ROUTES.grantAnalysis);
        await expect(page.getByRole('heading', { name: 'Analyses', level: 2 })).toBeVisible();
        await expect(page.getByText('Done', { exact: true }).filter({ visible: true }).first()).toBeVisible();
        await checkPage(page, testInfo, `analysis-list-${size}`, theme);
        // The result page, reached as a person does (its address is not yet a server page).
        await page
          .getByRole('link', { name: /^ocean-futures-call/ })
          .filter({ visible: true })
          .first()
          .click();
        await expect(page).toHaveURL(ANALYSIS_URL);
        await expect(keyFacts(page)).toBeVisible();
        await checkPage(page, testInfo, `analysis-result-${size}`, theme);
      }
    });
  }
});
