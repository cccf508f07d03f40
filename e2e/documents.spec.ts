import type { APIRequestContext, Page } from '@playwright/test';
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
import { createProjectThroughApi } from './support/grant-data';
import { viewerInOwnBrowser } from './support/invitations';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DOCUMENT_URL = new RegExp(`/grant-documents/${UUID}(\\?|$)`);

/** The three files of the library: a three-page PDF, a text file and a Markdown file, made here. */
const GUIDELINES = {
  name: 'guidelines.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    buildPdf([
      ['Ocean Futures Programme 2027', 'Guidelines for applicants'],
      ['Eligibility', 'Projects must show climate adaptation outcomes for coastal towns.'],
      ['Budget', 'Eligible costs include staff and equipment.'],
    ]),
  ),
};
const NOTES = {
  name: 'meeting-notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Call with the programme officer.\nThe deadline moves to March.\n'),
};
const PLAN = {
  name: 'work-plan.md',
  mimeType: 'text/markdown',
  buffer: Buffer.from('# Work plan\n\n- Month 1: sensors\n- Month 2: community workshops\n'),
};

/** A document through the API, the way the upload zone sends it (one file, multipart). */
async function uploadThroughApi(request: APIRequestContext, organizationId: string, file: typeof NOTES) {
  const response = await request.post(`/api/orgs/${organizationId}/documents?kind=guidelines`, {
    headers: { Authorization: `Bearer ${await idToken(request)}` },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

/** The library's documents: a table on a wide screen, a card each on a phone. */
function libraryRows(page: Page) {
  const onPhone = page.viewportSize()!.width < 768;
  return page.getByRole(onPhone ? 'list' : 'table', { name: /^Documents/ }).getByRole(onPhone ? 'listitem' : 'row');
}

test.use({ reducedMotion: 'reduce' });

test.describe('grant documents', () => {
  test('upload three files, search a phrase and open its page, a new version, delete and restore @phone', async ({
    page,
    baseURL,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signedInPage(page, baseURL!, 'documents');
    const organization = await createOrganizationThroughApi(page.request, 'Franklin Institute');

    await page.goto(ROUTES.grantDocuments);
    await expect(page.getByRole('heading', { name: 'Grant Documents', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Grant Documents - GrantPilot');
    await expect(page.getByText('No documents yet')).toBeVisible();

    // Three files at once, as guidelines; each with its own progress bar, full once sent.
    await page.getByLabel('Kind of the uploaded documents').selectOption('guidelines');
    await page.getByLabel('Choose files to upload').setInputFiles([GUIDELINES, NOTES, PLAN]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    for (const file of [GUIDELINES, NOTES, PLAN]) {
      const row = uploads.getByRole('listitem', { name: file.name });
      await expect(row.getByRole('progressbar', { name: `Upload of ${file.name}` })).toHaveJSProperty('value', 100);
      await expect(row).toContainText('Uploaded');
    }

    // The text is read in the background: each shows Processing… then Ready, without a reload.
    await expect(libraryRows(page).filter({ hasText: 'Ready' })).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByRole('navigation', { name: 'Pages of documents' })).toContainText('3 documents');
    await checkPage(page, testInfo, 'documents-uploaded', 'light');

    // A phrase: the PDF matches on its second page, the phrase marked in the snippet.
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('"climate adaptation"');
    await expect(page).toHaveURL(/[?&]q=%22climate(\+|%20)adaptation%22/);
    await expect(page.getByRole('navigation', { name: 'Pages of documents' })).toContainText('1 document');
    const hit = libraryRows(page).filter({ hasText: 'guidelines' });
    // The server marks each word of the phrase where it matched.
    await expect(hit.locator('mark')).toHaveText([/^climate$/i, /^adaptation$/i]);
    await hit.getByRole('link', { name: /^page 2 of guidelines/ }).click();

    // The document opens on that page, the phrase marked there.
    await expect(page).toHaveURL(DOCUMENT_URL);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('heading', { name: /guidelines/, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/guidelines.* - GrantPilot$/);
    const pageTwo = page.getByRole('heading', { name: 'Page 2', level: 3 });
    await expect(pageTwo).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Page 2' }).locator('mark')).toHaveText([/climate adaptation/i]);
    await expect(page.getByRole('region', { name: 'Page 1' }).locator('mark')).toHaveCount(0);

    // A new version: its progress, then two versions, the new one read in turn.
    await page.getByLabel('Upload a new version').setInputFiles({
      name: 'guidelines-v2.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(buildPdf([['Ocean Futures Programme 2027', 'Revised guidelines']])),
    });
    const versions = page.getByRole('region', { name: /^Versions/ });
    await expect(versions.getByRole('heading', { name: 'Versions (2)' })).toBeVisible();
    await expect(versions).toContainText('guidelines-v2.pdf');
    await expect(versions.getByText('Ready', { exact: true }).filter({ visible: true })).toHaveCount(2, {
      timeout: 60_000,
    });

    // Renamed and given a kind in the edit dialog; a refused name is explained beside its field.
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit document' });
    await dialog.getByLabel('Name').fill('Ocean Futures / guidelines');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/slashes/);
    await dialog.getByLabel('Name').fill('Ocean Futures guidelines');
    await dialog.getByLabel('Kind').selectOption('call_for_proposals');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Ocean Futures guidelines', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Call for proposals');

    // A viewer reads the library and the document, and is offered no upload, edit or delete.
    const { context, page: viewerPage } = await viewerInOwnBrowser(
      browser,
      baseURL!,
      { request: page.request, organizationId: organization.id },
      { label: 'documents-viewer', name: 'Rosalind Viewer' },
    );
    await viewerPage.goto(ROUTES.grantDocuments);
    await expect(viewerPage.getByRole('navigation', { name: 'Pages of documents' })).toContainText('3 documents');
    await expect(viewerPage.getByLabel('Choose files to upload')).toHaveCount(0);
    await expect(viewerPage.getByRole('region', { name: 'Recently deleted' })).toHaveCount(0);
    // A document is named after its file, without the extension.
    await viewerPage.getByRole('link', { name: 'meeting-notes' }).click();
    await expect(viewerPage.getByRole('heading', { name: 'meeting-notes', level: 1 })).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: 'Download' }).first()).toBeVisible();
    for (const control of ['Edit', 'Delete']) {
      await expect(viewerPage.getByRole('button', { name: control })).toHaveCount(0);
    }
    await expect(viewerPage.getByLabel('Upload a new version')).toHaveCount(0);
    await context.close();

    // Deleted, it leaves the library for the bin; the owner restores it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click();
    await expect(page).toHaveURL(/\/grant-documents$/);
    await expect(page.getByRole('navigation', { name: 'Pages of documents' })).toContainText('2 documents');
    const bin = page.getByRole('region', { name: 'Recently deleted' });
    await expect(bin).toContainText('Ocean Futures guidelines');
    await bin.getByRole('button', { name: 'Restore Ocean Futures guidelines' }).click();
    await expect(bin).toContainText('Nothing was deleted in the last 30 days.');
    await expect(page.getByRole('navigation', { name: 'Pages of documents' })).toContainText('3 documents');
  });

  test.describe('on a project', () => {
    // The browser logs the duplicate upload's 409, which the page answers with its offer.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('attached documents are linked to it; a duplicate is offered as a new version or a second copy; restored from its page', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signedInPage(page, baseURL!, 'documents-project');
      const organization = await createOrganizationThroughApi(page.request, 'Curie Trust');
      const project = await createProjectThroughApi(page.request, organization.id, {
        name: 'Clean Rivers',
        status: 'active',
      });

      await page.goto(`/projects/${project.id}`);
      const documents = page.getByRole('region', { name: /^Documents/ });
      await expect(documents).toContainText('No document is linked yet.');
      await documents.getByLabel('Choose documents to attach').setInputFiles(NOTES);
      const linked = documents.getByRole('table', { name: 'Documents of Clean Rivers' });
      await expect(linked.getByRole('row').filter({ hasText: 'meeting-notes' })).toContainText('Ready', {
        timeout: 60_000,
      });

      // The same bytes again: offered as a new version of the document that has them (which the
      // server refuses, saying why: they are its current version) or as a second copy.
      await documents.getByLabel('Choose documents to attach').setInputFiles(NOTES);
      const offer = documents.getByRole('listitem', { name: NOTES.name }).last();
      await expect(offer).toContainText('Already in the library');
      await expect(offer.getByRole('link', { name: 'meeting-notes' })).toBeVisible();
      await checkPage(page, testInfo, 'project-duplicate-offer', 'light');
      await offer.getByRole('button', { name: 'Upload as a new version' }).click();
      await expect(offer.getByRole('alert')).toContainText('nothing new to upload');
      await documents.getByLabel('Choose documents to attach').setInputFiles(NOTES);
      const again = documents.getByRole('listitem', { name: NOTES.name }).last();
      await again.getByRole('button', { name: 'Keep both' }).click();
      await expect(again).toContainText('Uploaded');
      await expect(documents.getByRole('heading', { name: 'Documents (2)' })).toBeVisible();

      await linked.getByRole('link', { name: 'meeting-notes' }).first().click();
      await expect(page.getByRole('heading', { name: 'meeting-notes', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Details' })).toContainText('Clean Rivers');

      // Deleted, then opened from the bin and restored on its own page.
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click();
      await expect(page).toHaveURL(/\/grant-documents$/);
      await expect(page.getByRole('navigation', { name: 'Pages of documents' })).toContainText('1 document');
      await page.getByRole('region', { name: 'Recently deleted' }).getByRole('link', { name: 'meeting-notes' }).click();
      await expect(page.getByText('This document was deleted')).toBeVisible();
      await page.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
      await expect(page.getByText('This document was deleted')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Page 1', level: 3 })).toBeVisible();
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the library and a document: axe finds nothing, ${theme}`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      await acceptCookies(page);
      const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`documents-axe-${theme}`));
      await setServerDarkMode(page.request, user.id, theme === 'dark');
      const organization = await createOrganizationThroughApi(page.request, 'Meitner Fund');
      await uploadThroughApi(page.request, organization.id, {
        ...NOTES,
        name: `${'A very long document name that wraps '.repeat(5)}notes.txt`,
      });
      await uploadThroughApi(page.request, organization.id, PLAN);
      for (const viewport of [null, { width: 390, height: 844 }]) {
        if (viewport) await page.setViewportSize(viewport);
        const size = viewport ? 'phone-390' : 'default';
        await page.goto(`${ROUTES.grantDocuments}?q=workshops`);
        await expect(libraryRows(page).filter({ hasText: 'Ready' })).toHaveCount(1, { timeout: 60_000 });
        await checkPage(page, testInfo, `documents-search-${size}`, theme);
        await page.goto(ROUTES.grantDocuments);
        await expect(libraryRows(page).filter({ hasText: 'Ready' })).toHaveCount(2, { timeout: 60_000 });
        await checkPage(page, testInfo, `documents-${size}`, theme);
        await libraryRows(page).getByRole('link', { name: 'work-plan' }).click();
        await expect(page.getByRole('heading', { name: 'Page 1', level: 3 })).toBeVisible();
        await checkPage(page, testInfo, `document-${size}`, theme);
      }
    });
  }
});
