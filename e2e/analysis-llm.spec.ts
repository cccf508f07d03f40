import { readFileSync } from 'node:fs';
import { ROUTES } from '../packages/shared/src/constants';
import { createOrganizationThroughApi, idToken, signedInPage } from './support/accounts';
import { expect, test } from './support/fixtures';
/** Set by playwright.config.ts, which starts the stand-in. */
const llmPort = Number(process.env.E2E_LLM_PORT);

/** The call the stand-in model's recorded answer was written for. */
const SAMPLE_CALL = readFileSync(
  new URL('../apps/server/src/analysis/llm/recordings/sample-call.txt', import.meta.url),
);

const control = (action: 'refuse' | 'answer') =>
  fetch(`http://127.0.0.1:${llmPort + 1}/control/${action}`, { method: 'POST' });

test.describe('grant analysis with a language model', () => {
  test.afterEach(async () => {
    await control('answer');
  });

  test('an LLM run names its model; when the model refuses, the run fails with the reason and a retry succeeds', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signedInPage(page, baseURL!, 'analysis-llm');
    const organization = await createOrganizationThroughApi(page.request, 'Northwind Partners');
    const uploaded = await page.request.post(`/api/orgs/${organization.id}/documents?kind=call_for_proposals`, {
      headers: { Authorization: `Bearer ${await idToken(page.request)}` },
      multipart: { file: { name: 'northwind-call.txt', mimeType: 'text/plain', buffer: SAMPLE_CALL } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    const start = async () => {
      await page.goto(ROUTES.grantAnalysis);
      const form = page.getByRole('region', { name: 'New analysis' });
      await form.getByLabel('Document', { exact: true }).selectOption({ label: 'northwind-call (Call for proposals)' });
      await expect(form.getByLabel('Engine').locator('option', { hasText: 'recorded-model' })).toHaveCount(1);
      await form.getByLabel('Engine').selectOption('llm');
      await form.getByRole('button', { name: 'Start analysis' }).click();
      await expect(page).toHaveURL(/\/grant-analysis\/[0-9a-f-]{36}$/);
    };

    await start();
    await expect(page.getByRole('heading', { name: 'Key facts', level: 2 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('recorded-model').first()).toBeVisible();
    await expect(page.getByText('Northwind Foundation').first()).toBeVisible();

    await control('refuse');
    await start();
    await expect(page.getByText(/The language model could not analyse the document/)).toBeVisible({
      timeout: 60_000,
    });
    await control('answer');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Key facts', level: 2 })).toBeVisible({ timeout: 60_000 });
  });
});
