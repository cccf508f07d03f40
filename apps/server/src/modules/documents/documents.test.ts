import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantDocument, GrantDocumentDetail } from '@grantpilot/shared/contracts/documents';
import { docxBomb, imageOnlyPdf, xxeDocx } from '../../lib/extraction/hostile-documents';
import { buildPdf } from '../../lib/extraction/test-documents';
import { addMember, bearer, createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, eventually, keepDatabaseOpen, type TestApp, type TestUser } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { multipartFile, uploadAs } from '../../testing/uploads';

/** Every file under a directory, relative to it (the upload store's contents). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const CALL_PAGES = [
  ['Open Science Fund 2027', 'Call for proposals for community research.'],
  ['Eligibility', 'Registered charities in the United Kingdom may apply.'],
  ['Deadline', 'Full proposals are due on 14 March 2027 at 17:00 GMT.', 'Budget ceiling: 250,000 pounds.'],
];

describe('the document library', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let orgId: string;
  let otherOrgId: string;
  let base: string;
  let projectId: string;
  const uploads = () => path.join(t.dataDir, 'uploads');

  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(200_000) } });
    await t.app.jobs.start();
    owner = await t.signUp({ name: 'Olga Owner' });
    orgId = (await createOrganization(t, owner, 'Library Org')).id;
    editor = await addMember(t, orgId, owner, 'editor');
    viewer = await addMember(t, orgId, owner, 'viewer');
    outsider = await t.signUp({ name: 'Otto Outsider' });
    otherOrgId = (await createOrganization(t, outsider, 'Other Org')).id;
    base = `/api/orgs/${orgId}/documents`;
    const project = await as(editor, 'POST', `/api/orgs/${orgId}/projects`, { name: 'River Restoration' });
    projectId = project.json().id;
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);

  function upload(user: TestUser, fileName: string, bytes: Uint8Array | string, query = '', url = base) {
    const body = multipartFile(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: `${url}${query ? `?${query}` : ''}`,
      headers: { ...bearer(user), ...body.headers },
      payload: body.payload,
    });
  }

  async function ready(documentId: string, user = viewer): Promise<GrantDocumentDetail> {
    return eventually(async () => {
      const detail = (await as(user, 'GET', `${base}/${documentId}`)).json<GrantDocumentDetail>();
      return detail.currentVersion.state === 'processing' ? undefined : detail;
    }, 20_000);
  }

  describe('upload, extraction and reading', () => {
    let call: GrantDocument;
    beforeAll(async () => {
      const response = await upload(
        editor,
        'Open Science Fund call.pdf',
        buildPdf(CALL_PAGES),
        `kind=call_for_proposals&projectId=${projectId}`,
      );
      expect(response.statusCode, response.body).toBe(201);
      call = response.json();
    });

    it('keeps the file streamed to storage with its hash, type from the bytes, and queues the text', async () => {
      expect(call).toMatchObject({
        name: 'Open Science Fund call',
        kind: 'call_for_proposals',
        project: { id: projectId, name: 'River Restoration' },
        versionCount: 1,
        currentVersion: {
          number: 1,
          fileName: 'Open Science Fund call.pdf',
          fileType: 'pdf',
          mimeType: 'application/pdf',
          uploadedBy: { userId: editor.uid },
        },
      });
      expect(call.currentVersion.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await filesUnder(uploads())).toHaveLength(1);
      const detail = await ready(call.id);
      expect(detail.currentVersion).toMatchObject({ state: 'ready', pageCount: 3, problem: null });
    });

    it('reads the text page by page, a window at a time', async () => {
      await ready(call.id);
      const text = (await as(viewer, 'GET', `${base}/${call.id}/text?from=2&count=1`)).json();
      expect(text).toMatchObject({ state: 'ready', pageCount: 3, paged: true });
      expect(text.pages).toHaveLength(1);
      expect(text.pages[0].number).toBe(2);
      expect(text.pages[0].text).toContain('Registered charities');
    });

    it('downloads the original as an attachment that is never rendered inline', async () => {
      const response = await as(viewer, 'GET', `${base}/${call.id}/file`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="Open Science Fund call.pdf"');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(Buffer.compare(response.rawPayload, Buffer.from(buildPdf(CALL_PAGES)))).toBe(0);
    });

    it('finds a phrase in the text, ranked, with a marked snippet and its page', async () => {
      await ready(call.id);
      const notes = await upload(editor, 'notes.md', '# Notes\n\nWe should apply before the deadline.\n');
      expect(notes.statusCode, notes.body).toBe(201);
      await ready(notes.json().id);

      const response = await as(viewer, 'GET', `${base}?q=${encodeURIComponent('"registered charities"')}`);
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json();
      expect(list.total).toBe(1);
      expect(list.documents[0].id).toBe(call.id);
      expect(list.documents[0].hit.page).toBe(2);
      const marked = list.documents[0].hit.snippet.filter((part: { match: boolean }) => part.match);
      expect(marked.map((part: { text: string }) => part.text.toLowerCase())).toEqual(['registered', 'charities']);

      // Stemmed: "deadlines" finds "Deadline" on page 3 of the call and in the notes.
      const stemmed = (await as(viewer, 'GET', `${base}?q=deadlines`)).json();
      expect(stemmed.total).toBe(2);
      // websearch syntax: -word excludes (a hit is a page that matches the whole query).
      const excluded = (await as(viewer, 'GET', `${base}?q=${encodeURIComponent('deadline -budget')}`)).json();
      expect(excluded.documents.map((document: GrantDocument) => document.name)).toEqual(['notes']);
      // Filters narrow the search; a name matches too.
      const filtered = (await as(viewer, 'GET', `${base}?q=deadline&kind=call_for_proposals`)).json();
      expect(filtered.documents.map((document: GrantDocument) => document.id)).toEqual([call.id]);
      const byName = (await as(viewer, 'GET', `${base}?q=science`)).json();
      expect(byName.documents[0].id).toBe(call.id);
      // Any input is a query, never an error.
      for (const q of ['"unclosed', '!!! & | :*', "'; drop table documents; --", 'the']) {
        expect((await as(viewer, 'GET', `${base}?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
      }
    });

    it("shows no other organisation's documents, in lists or by id", async () => {
      expect((await as(outsider, 'GET', `/api/orgs/${otherOrgId}/documents?q=charities`)).json().total).toBe(0);
      expect((await as(outsider, 'GET', `/api/orgs/${otherOrgId}/documents/${call.id}`)).statusCode).toBe(404);
      expect((await as(outsider, 'GET', `/api/orgs/${otherOrgId}/documents/${call.id}/file`)).statusCode).toBe(404);
      expect((await as(outsider, 'GET', `${base}/${call.id}`)).statusCode).toBe(404);
    });

    it("lists a project's documents", async () => {
      const list = (await as(viewer, 'GET', `${base}?projectId=${projectId}`)).json();
      expect(list.documents.map((document: GrantDocument) => document.id)).toEqual([call.id]);
    });
  });

  describe('duplicates and versions', () => {
    it('says when the same bytes are in the library, and offers the document to add a version to', async () => {
      const bytes = 'Budget 2027\nStaff: 120,000\n';
      const first = await upload(editor, 'budget.txt', bytes, 'kind=budget');
      expect(first.statusCode, first.body).toBe(201);
      const again = await upload(editor, 'budget copy.txt', bytes);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'DUPLICATE_DOCUMENT',
        existing: { id: first.json().id, name: 'budget' },
      });
      expect(again.json().error.message).toContain('already in the library as "budget"');
      const kept = await upload(editor, 'budget copy.txt', bytes, 'allowDuplicate=true');
      expect(kept.statusCode).toBe(201);
      const budgetFiles = (await filesUnder(uploads())).filter((file) => file.includes(first.json().id));
      expect(budgetFiles).toHaveLength(1);
    });

    it('keeps every version, reads and searches the current one, downloads the old ones', async () => {
      const first = (await upload(editor, 'narrative.txt', 'First draft about otters.')).json<GrantDocument>();
      await ready(first.id);
      const url = `${base}/${first.id}/versions`;
      const same = await upload(editor, 'narrative.txt', 'First draft about otters.', '', url);
      expect(same.statusCode).toBe(409);
      expect(same.json().error.message).toContain('same as version 1');

      const second = await upload(editor, 'narrative v2.txt', 'Second draft about beavers.', '', url);
      expect(second.statusCode, second.body).toBe(201);
      const detail = second.json<GrantDocumentDetail>();
      expect(detail.versions.map((version) => version.number)).toEqual([2, 1]);
      expect(detail.currentVersion.number).toBe(2);
      await ready(first.id);

      expect((await as(viewer, 'GET', `${base}?q=beavers`)).json().total).toBe(1);
      expect((await as(viewer, 'GET', `${base}?q=otters`)).json().total).toBe(0);
      const old = await as(viewer, 'GET', `${base}/${first.id}/versions/${detail.versions[1]!.id}/file`);
      expect(old.body).toBe('First draft about otters.');
      const oldText = (await as(viewer, 'GET', `${base}/${first.id}/text?versionId=${detail.versions[1]!.id}`)).json();
      expect(oldText.pages[0].text).toBe('First draft about otters.');
    });
  });

  describe('hostile input: a clear error and nothing left behind', () => {
    async function refused(fileName: string, bytes: Uint8Array | string, status: number, message: RegExp) {
      const before = await filesUnder(uploads());
      const total = (await as(viewer, 'GET', base)).json().total;
      const response = await upload(editor, fileName, bytes);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.message).toMatch(message);
      expect(await filesUnder(uploads())).toEqual(before);
      expect((await as(viewer, 'GET', base)).json().total).toBe(total);
    }

    it('refuses an empty file, a program or a web page under a document name, and a file over the limit', async () => {
      await refused('empty.pdf', '', 415, /empty/);
      await refused('invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]), 415, /program/);
      await refused('notes.txt', '<!doctype html><html><script>alert(1)</script></html>', 415, /HTML page/);
      await refused('big.txt', 'a'.repeat(200_001), 413, /larger than the 195\.3 KB limit/);
    });

    it('refuses a body that announces more than the limit before reading it', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: base,
        headers: { ...bearer(editor), 'content-type': 'multipart/form-data; boundary=x', 'content-length': '900000' },
        payload: 'x'.repeat(900_000),
      });
      expect(response.statusCode).toBe(413);
    });

    it('refuses a body that is not one file in the field "file"', async () => {
      const json = await as(editor, 'POST', base, { file: 'nope' });
      expect(json.statusCode).toBe(415);
      expect(json.json().error.message).toContain('multipart/form-data');
      const other = multipartFile('a.txt', 'hello', { field: 'attachment' });
      const wrongField = await t.app.inject({
        method: 'POST',
        url: base,
        headers: { ...bearer(editor), ...other.headers },
        payload: other.payload,
      });
      expect(wrongField.statusCode).toBe(400);
      const broken = await t.app.inject({
        method: 'POST',
        url: base,
        headers: { ...bearer(editor), 'content-type': 'multipart/form-data; boundary=zzz' },
        payload: 'not multipart at all',
      });
      expect(broken.statusCode).toBe(400);
    });

    it('cleans file names: no path, no control characters, at most 200 characters', async () => {
      const response = await upload(editor, `..\\..//etc/pass\u0007wd ${'x'.repeat(300)}.txt`, 'name test');
      expect(response.statusCode, response.body).toBe(201);
      const fileName = response.json().currentVersion.fileName;
      expect(fileName.startsWith('passwd xxx')).toBe(true);
      expect(fileName.endsWith('.txt')).toBe(true);
      expect([...fileName]).toHaveLength(200);
    });

    it('marks an encrypted or truncated PDF failed with the reason', async () => {
      const encrypted = (await upload(editor, 'locked.pdf', buildPdf([['secret']], { encrypt: true }))).json();
      expect((await ready(encrypted.id)).currentVersion).toMatchObject({ state: 'failed', problem: 'encrypted' });
      const whole = buildPdf(CALL_PAGES);
      const truncated = (await upload(editor, 'cut.pdf', whole.subarray(0, 300))).json();
      const failed = (await ready(truncated.id)).currentVersion;
      expect(failed).toMatchObject({ state: 'failed', problem: 'damaged' });
      expect(failed.problemMessage).toMatch(/damaged/);
    });

    it('marks a scanned PDF, a DOCX zip bomb and a DOCX with external entities failed, reading nothing they point to', async () => {
      const scanned = imageOnlyPdf();
      const noText = (await ready((await upload(editor, scanned.fileName, scanned.bytes)).json().id)).currentVersion;
      expect(noText).toMatchObject({ state: 'failed', problem: 'no_text' });
      expect(noText.problemMessage).toMatch(/no text layer/i);
      for (const declared of ['true', 'small'] as const) {
        const bomb = docxBomb(declared, 100);
        const response = await upload(editor, bomb.fileName, bomb.bytes, 'allowDuplicate=true');
        expect(response.statusCode, response.body).toBe(201);
        const version = (await ready(response.json().id)).currentVersion;
        expect(version, declared).toMatchObject({ state: 'failed', problem: 'too_large' });
      }
      const xxe = xxeDocx();
      const entity = (await ready((await upload(editor, xxe.fileName, xxe.bytes)).json().id)).currentVersion;
      expect(entity.state).toBe('failed');
      const leaked = (await as(viewer, 'GET', `${base}?q=root`)).json();
      expect(leaked.total).toBe(0);
    });

    it('keeps nothing of an upload cut off mid-stream', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const before = await filesUnder(uploads());
      const total = (await as(viewer, 'GET', base)).json().total;
      const body = multipartFile('cut.txt', 'x'.repeat(150_000));
      const { request } = await import('node:http');
      await new Promise<void>((resolve) => {
        const outgoing = request(`${address}${base}`, {
          method: 'POST',
          headers: { ...bearer(editor), ...body.headers, 'content-length': String(body.payload.length) },
        });
        outgoing.on('error', () => resolve());
        outgoing.write(body.payload.subarray(0, 60_000), () => setTimeout(() => outgoing.destroy(), 100));
        outgoing.on('close', () => resolve());
      });
      await eventually(async () => ((await filesUnder(uploads())).length === before.length ? true : undefined));
      expect((await as(viewer, 'GET', base)).json().total).toBe(total);
      const leftovers = (await filesUnder(uploads())).filter((file) => !before.includes(file));
      expect(leftovers).toEqual([]);
    });
  });

  describe('roles, the bin and the purge', () => {
    it('lets viewers read and download but not upload, edit or delete', async () => {
      expect((await upload(viewer, 'v.txt', 'viewer file')).statusCode).toBe(403);
      const document = (await upload(editor, 'roles.txt', 'roles file')).json<GrantDocument>();
      expect((await as(viewer, 'GET', `${base}/${document.id}/file`)).statusCode).toBe(200);
      expect((await as(viewer, 'PATCH', `${base}/${document.id}`, { name: 'Nope' })).statusCode).toBe(403);
      expect((await as(viewer, 'DELETE', `${base}/${document.id}`)).statusCode).toBe(403);
    });

    it('renames, re-kinds and links a document, and records only what changed', async () => {
      const document = (await upload(editor, 'letter.txt', 'Dear funder')).json<GrantDocument>();
      const renamed = await as(editor, 'PATCH', `${base}/${document.id}`, { name: 'Support letter', kind: 'letter' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Support letter', kind: 'letter' });
      const badLink = await as(editor, 'PATCH', `${base}/${document.id}`, {
        projectId: '00000000-0000-4000-8000-000000000000',
      });
      expect(badLink.statusCode).toBe(400);
      expect(badLink.json().error.details[0]).toMatchObject({ path: 'body.projectId' });
      const badName = await as(editor, 'PATCH', `${base}/${document.id}`, { name: 'a/b' });
      expect(badName.statusCode).toBe(400);
      const activity = (await as(owner, 'GET', `/api/orgs/${orgId}/activity`)).json();
      const summaries = activity.entries.map((entry: { summary: string }) => entry.summary);
      expect(summaries).toContain('changed the document letter: renamed it to Support letter, set its kind to letter');
    });

    it('moves a deleted document to the bin, where only admins see and restore it', async () => {
      const document = (await upload(editor, 'binned.txt', 'to the bin')).json<GrantDocument>();
      expect((await as(editor, 'DELETE', `${base}/${document.id}`)).statusCode).toBe(204);
      expect((await as(editor, 'GET', `${base}/${document.id}`)).statusCode).toBe(404);
      expect((await as(viewer, 'GET', `${base}?q=bin`)).json().total).toBe(0);
      expect((await as(editor, 'GET', `${base}/deleted`)).statusCode).toBe(403);
      expect((await as(editor, 'POST', `${base}/${document.id}/restore`)).statusCode).toBe(403);
      const bin = (await as(owner, 'GET', `${base}/deleted`)).json();
      expect(bin.documents.map((entry: GrantDocument) => entry.id)).toContain(document.id);
      expect(bin.documents[0].deletedBy).toMatchObject({ userId: editor.uid });
      const restored = await as(owner, 'POST', `${base}/${document.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().deletedAt).toBeNull();
      expect((await as(viewer, 'GET', `${base}/${document.id}`)).statusCode).toBe(200);
      expect((await as(owner, 'POST', `${base}/${document.id}/restore`)).statusCode).toBe(409);
    });
  });
});

describe('the purge of the bin, on a controllable clock', () => {
  it('removes files and rows 30 days after deletion, not before', async () => {
    let now = new Date('2026-11-25T10:00:00Z');
    const t = await createTestApp({ now: () => now });
    try {
      const owner = await t.signUp();
      const orgId = (await createOrganization(t, owner)).id;
      const base = `/api/orgs/${orgId}/documents`;
      const created = await uploadAs(t, owner, orgId, 'old.txt', 'old news');
      const id = created.json().id;
      const uploadsDir = path.join(t.dataDir, 'uploads');
      expect(await filesUnder(uploadsDir)).toHaveLength(1);
      expect((await requestAs(t, owner, 'DELETE', `${base}/${id}`)).statusCode).toBe(204);

      now = new Date('2026-12-24T10:00:00Z'); // 29 days later
      await t.app.jobs.runNow('purge-deleted-documents');
      expect((await requestAs(t, owner, 'GET', `${base}/deleted`)).json().total).toBe(1);

      now = new Date('2026-12-25T10:00:01Z'); // 30 days and a second
      await t.app.jobs.runNow('purge-deleted-documents');
      expect((await requestAs(t, owner, 'GET', `${base}/deleted`)).json().total).toBe(0);
      expect(await filesUnder(uploadsDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("a deleted organisation's files", () => {
  it('leave storage at the next purge, whatever deleted the organisation', async () => {
    const t = await createTestApp();
    try {
      const owner = await t.signUp();
      const orgId = (await createOrganization(t, owner, 'Short Lived')).id;
      const keptOrgId = (await createOrganization(t, owner, 'Long Lived')).id;
      for (const id of [orgId, keptOrgId]) {
        const created = await uploadAs(t, owner, id, 'file.txt', `belongs to ${id}`);
        expect(created.statusCode, created.body).toBe(201);
      }
      const uploadsDir = path.join(t.dataDir, 'uploads');
      expect(await filesUnder(uploadsDir)).toHaveLength(2);
      const deleted = await requestAs(t, owner, 'DELETE', `/api/orgs/${orgId}`, { confirmName: 'Short Lived' });
      expect(deleted.statusCode).toBe(204);
      await t.app.jobs.runNow('purge-deleted-documents');
      const left = await filesUnder(uploadsDir);
      expect(left).toHaveLength(1);
      expect(left[0]).toContain(keptOrgId);
    } finally {
      await t.close();
    }
  });
});

describe('an extraction the last instance never finished', () => {
  it('is taken up by the next instance on the same database and storage', async () => {
    // Upload times come from the database's clock: the app's clock moves on from the real one.
    let now = new Date();
    const database = await openTestDatabase();
    const first = await createTestApp({ now: () => now, database: keepDatabaseOpen(database) });
    const env = { DATA_DIR: first.dataDir };
    const owner = await first.signUp();
    const orgId = (await createOrganization(first, owner)).id;
    // The first instance's queue never runs (as if it died before the job ran): the version waits.
    const created = await uploadAs(first, owner, orgId, 'call.pdf', buildPdf(CALL_PAGES));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await first.app.close();

    const second = await createTestApp({ now: () => now, env, database });
    try {
      await second.app.jobs.start();
      await second.app.jobs.runNow('requeue-stalled-extractions');
      expect((await requestAs(second, owner, 'GET', `/api/orgs/${orgId}/documents/${id}`)).json()).toMatchObject({
        currentVersion: { state: 'processing' },
      });
      now = new Date(Date.now() + 11 * 60_000);
      await second.app.jobs.runNow('requeue-stalled-extractions');
      const detail = await eventually(async () => {
        const response = await requestAs(second, owner, 'GET', `/api/orgs/${orgId}/documents/${id}`);
        const document = response.json<GrantDocumentDetail>();
        return document.currentVersion.state === 'ready' ? document : undefined;
      }, 20_000);
      expect(detail.currentVersion.pageCount).toBe(3);
    } finally {
      await second.close();
      await fs.rm(first.dataDir, { recursive: true, force: true });
    }
  });
});

describe('a broad search', () => {
  it('is ranked within the most recent documents and says its total is not exact', async () => {
    const t = await createTestApp();
    try {
      const owner = await t.signUp();
      const orgId = (await createOrganization(t, owner)).id;
      const base = `/api/orgs/${orgId}/documents`;
      const created = await uploadAs(
        t,
        owner,
        orgId,
        'annual report.txt',
        'Our funding this year came from many trusts.',
      );
      expect(created.statusCode, created.body).toBe(201);
      const versionId = created.json().currentVersion.id;
      // 2,501 more pages that say "funding" (as a long text's parts would): past the broad bound.
      await t.database.db.execute(sql`
        insert into document_pages (version_id, organization_id, number, text)
        select ${versionId}, ${orgId}, n, 'Funding page ' || n || ' mentions kelp only here' from generate_series(2, 2502) as n`);
      await t.database.db.execute(
        sql`update document_versions set state = 'ready', page_count = 2502 where id = ${versionId}`,
      );

      const broad = (await requestAs(t, owner, 'GET', `${base}?q=funding`)).json();
      expect(broad).toMatchObject({ total: 1, totalExact: false });
      expect(broad.documents[0].hit.page).toBeGreaterThanOrEqual(1);
      const narrow = (await requestAs(t, owner, 'GET', `${base}?q=${encodeURIComponent('"page 2411"')}`)).json();
      expect(narrow).toMatchObject({ total: 1, totalExact: true });
      expect(narrow.documents[0].hit.page).toBe(2411);

      // A list stops counting at 10,000 documents, and says so.
      await t.database.db.execute(sql`
        insert into documents (organization_id, name) select ${orgId}, 'Bulk ' || n from generate_series(1, 10000) as n`);
      const counted = (await requestAs(t, owner, 'GET', base)).json();
      expect(counted).toMatchObject({ total: 10_000, totalExact: false });
    } finally {
      await t.close();
    }
  });
});

describe('search and the list on a library larger than their bounds', () => {
  it('reads a page from the index, ranks common words within the latest documents, rare ones everywhere', async () => {
    const t = await createTestApp();
    try {
      const owner = await t.signUp();
      const orgId = (await createOrganization(t, owner)).id;
      const otherOrgId = (await createOrganization(t, owner, 'Other library')).id;
      const base = `/api/orgs/${orgId}/documents`;
      // 340 documents of one page each, the oldest first: every page says "funding"; the oldest
      // alone says "kelp", and "otters" twice, so it ranks first for "otters".
      const library = async (org: string, count: number, kind = 'report') =>
        t.database.db.execute(sql`
          with made as (
            insert into documents (organization_id, name, kind, updated_at)
            select ${org}, 'Paper ' || n, ${kind}::document_kind, now() - make_interval(mins => ${count} - n)
            from generate_series(1, ${count}) as n returning id, name
          ), versions as (
            insert into document_versions (organization_id, document_id, number, file_name, file_type, mime_type,
                                           size_bytes, sha256, storage_key, state, page_count)
            select ${org}, id, 1, name || '.txt', 'text', 'text/plain', 100, md5(id::text) || md5(name),
                   'bench/' || id, 'ready', 1 from made returning id, document_id
          ), pages as (
            insert into document_pages (version_id, organization_id, number, text)
            select v.id, ${org}, 1, case when m.name = 'Paper 1' then 'Our funding for kelp and otters, otters.'
                                         when m.name = 'Paper 2' then 'Funding for otters.'
                                         else 'Funding for the year.' end
            from versions v join made m on m.id = v.document_id
          )
          select 1`);
      // A statement does not see the rows its own parts inserted: the link is set after.
      const link = () =>
        t.database.db.execute(sql`
          update documents d set current_version_id = v.id from document_versions v
          where v.document_id = d.id and d.current_version_id is null`);
      await library(orgId, 340);
      await library(otherOrgId, 5);
      await link();
      await t.database.db.execute(
        sql`update documents set deleted_at = now() where organization_id = ${orgId} and name = 'Paper 340'`,
      );
      const get = async (query: string) => {
        const response = await requestAs(t, owner, 'GET', `${base}?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{
          documents: { name: string; hit: { page: number } | null }[];
          total: number;
          totalExact: boolean;
        }>();
      };

      // The list's first page: the latest first, the bin left out.
      const first = await get('pageSize=3');
      expect(first.documents.map((document) => document.name)).toEqual(['Paper 339', 'Paper 338', 'Paper 337']);
      expect(first).toMatchObject({ total: 339, totalExact: true });
      const byName = await get('sort=name&direction=asc&kind=report&pageSize=2&page=2');
      expect(byName.documents.map((document) => document.name)).toEqual(['Paper 100', 'Paper 101']);

      // A word on every page: ranked within the 300 latest documents, the total a lower bound.
      const broad = await get('q=funding&pageSize=100');
      expect(broad).toMatchObject({ total: 300, totalExact: false });
      expect(broad.documents.map((document) => document.name)).not.toContain('Paper 340');
      expect(broad.documents.every((document) => document.hit?.page === 1)).toBe(true);
      const past = await get('q=funding&pageSize=100&page=4');
      expect(past).toMatchObject({ documents: [], total: 300, totalExact: false });

      // Rare words are looked up in the whole library through the index: exact, ranked.
      const rare = await get('q=kelp');
      expect(rare).toMatchObject({ total: 1, totalExact: true });
      expect(rare.documents[0]).toMatchObject({ name: 'Paper 1', hit: { page: 1 } });
      const ranked = await get('q=otters');
      expect(ranked).toMatchObject({ total: 2, totalExact: true });
      expect(ranked.documents.map((document) => document.name)).toEqual(['Paper 1', 'Paper 2']);
      expect((await get(`q=${encodeURIComponent('"kelp and otters"')}`)).total).toBe(1);
      expect((await get('q=zyzzyva')).total).toBe(0);
    } finally {
      await t.close();
    }
  });
});
