import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, linkIn } from '../../testing/mail';
import { bearer, requestAs, verifyEmail } from '../../testing/org-fixtures';
import { multipartFile } from '../../testing/uploads';
import { createTestApp, eventually, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';
import { KEEP_UNATTACHED_MS } from './support.jobs';

const ADMIN_EMAIL = 'support-boss@example.com';

describe('support tickets', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;
  /** The jobs' clock runs this far ahead of the database's. */
  let aheadMs = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAILS: ADMIN_EMAIL, UPLOAD_MAX_BYTES: String(100_000) },
      now: () => new Date(Date.now() + aheadMs),
    });
    user = await t.signUp();
    other = await t.signUp();
    admin = await verifyEmail(t, await t.signUp({ email: ADMIN_EMAIL, name: 'Support Person' }));
  });
  afterAll(() => t.close());

  const as = (who: TestUser, method: string, url: string, payload?: unknown) => requestAs(t, who, method, url, payload);
  const open = async (who: TestUser, subject = 'Cannot upload my budget', extra: object = {}) => {
    const response = await as(who, 'POST', '/api/support/tickets', {
      subject,
      category: 'problem',
      message: 'The upload **stops** at 50%.',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; status: string; messages: { body: string }[] }>();
  };
  const upload = (who: TestUser, fileName: string, bytes: string | Uint8Array) => {
    const body = multipartFile(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/support/attachments',
      headers: { ...bearer(who), ...body.headers },
      payload: body.payload,
    });
  };
  const mailsTo = async (email: string, subject: string) =>
    (await t.outbox())
      .map(decodeQuotedPrintable)
      .filter((mail) => mail.includes(`To: ${email}`) && mail.includes(subject));

  it('opens a ticket from the contact form; the administrators get an email with a link to it', async () => {
    const ticket = await open(user, 'Opening a ticket');
    expect(ticket).toMatchObject({ status: 'open', category: 'problem', unread: false });
    expect(ticket.messages).toMatchObject([{ body: 'The upload **stops** at 50%.', fromSupport: false }]);
    const mail = await eventually(async () => (await mailsTo(ADMIN_EMAIL, 'New support ticket: Opening a ticket'))[0]);
    expect(linkIn(mail, '/admin/support/')).toBe(`${TEST_PUBLIC_URL}/admin/support/${ticket.id}`);
  });

  it('refuses a contact form without a subject, category or message, naming the field', async () => {
    const response = await as(user, 'POST', '/api/support/tickets', {
      subject: 'Hi',
      category: 'nonsense',
      message: ' ',
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body.subject', 'body.category', 'body.message']));
  });

  it("shows users only their own tickets: another user's answers 404", async () => {
    const ticket = await open(user, 'Private question');
    const mine = await as(user, 'GET', '/api/support/tickets');
    expect(mine.json().tickets.map((row: { id: string }) => row.id)).toContain(ticket.id);
    const theirs = await as(other, 'GET', '/api/support/tickets');
    expect(theirs.json().tickets.map((row: { id: string }) => row.id)).not.toContain(ticket.id);
    for (const [method, url, payload] of [
      ['GET', `/api/support/tickets/${ticket.id}`],
      ['POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'me too' }],
      ['POST', `/api/support/tickets/${ticket.id}/close`],
      ['GET', `/api/support/tickets/${ticket.id}/attachments/${randomUUID()}`],
    ] as const) {
      const response = await as(other, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toMatch(/not found/);
    }
    expect((await as(user, 'GET', `/api/support/tickets/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('answers 404 to a user who is not an instance administrator on the queue', async () => {
    const ticket = await open(user, 'Queue is closed to users');
    for (const [method, url] of [
      ['GET', '/api/admin/support/tickets'],
      ['GET', `/api/admin/support/tickets/${ticket.id}`],
      ['POST', `/api/admin/support/tickets/${ticket.id}/assign`],
    ] as const) {
      expect((await as(user, method, url)).statusCode, url).toBe(404);
    }
    expect((await as(admin, 'GET', `/api/admin/support/tickets/${ticket.id}`)).statusCode).toBe(200);
  });

  it('goes open → answered (support replies, the user is emailed) → open (the user replies) → closed', async () => {
    const ticket = await open(user, 'The whole conversation');
    const answered = await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/messages`, {
      message: 'Try a smaller file.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ status: 'answered', assignee: { userId: admin.uid } });

    const mail = await eventually(
      async () => (await mailsTo(user.email, 'Support replied: The whole conversation'))[0],
    );
    expect(linkIn(mail, '/support/tickets/')).toBe(`${TEST_PUBLIC_URL}/support/tickets/${ticket.id}`);
    expect(mail).toContain('Try a smaller file.');

    const reply = await as(user, 'POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'Still stuck.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().status).toBe('open');
    // Assigned by answering: the reply goes to that administrator.
    await eventually(
      async () => (await mailsTo(ADMIN_EMAIL, 'New message on support ticket: The whole conversation'))[0],
    );

    const closed = await as(user, 'POST', `/api/support/tickets/${ticket.id}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(closed.json().messages.map((message: { fromSupport: boolean }) => message.fromSupport)).toEqual([
      false,
      true,
      false,
    ]);
    const late = await as(user, 'POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/closed/);
    expect(
      (await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/messages`, { message: 'x' })).statusCode,
    ).toBe(409);
    expect((await as(user, 'POST', `/api/support/tickets/${ticket.id}/close`)).statusCode).toBe(409);
  });

  it('lets administrators close and reopen a ticket, and reopen only a closed one', async () => {
    const ticket = await open(user, 'Close and reopen');
    expect((await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/reopen`)).statusCode).toBe(409);
    expect((await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/close`)).json().status).toBe('closed');
    const reopened = await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/reopen`);
    expect(reopened.json().status).toBe('open');
    expect((await as(user, 'GET', `/api/support/tickets/${ticket.id}`)).json().status).toBe('open');
  });

  it('assigns a ticket to the administrator who takes it; the queue filters by status, category and assignee', async () => {
    const ticket = await open(user, 'Assign me', { category: 'account' });
    const assigned = await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/assign`);
    expect(assigned.json().assignee).toEqual({ userId: admin.uid, name: 'Support Person' });
    expect(assigned.json().requester).toMatchObject({ userId: user.uid, email: user.email });

    const ids = async (query: string) =>
      (await as(admin, 'GET', `/api/admin/support/tickets?${query}`))
        .json()
        .tickets.map((row: { id: string }) => row.id);
    expect(await ids('assignee=me')).toContain(ticket.id);
    expect(await ids('assignee=unassigned')).not.toContain(ticket.id);
    expect(await ids('category=account&status=open')).toContain(ticket.id);
    expect(await ids('category=question')).not.toContain(ticket.id);
    expect(await ids('status=closed')).not.toContain(ticket.id);
    expect((await as(admin, 'GET', '/api/admin/support/tickets?status=lost')).statusCode).toBe(400);
  });

  it('counts unread tickets for the user until they open them, and waiting tickets for administrators', async () => {
    const reader = await t.signUp();
    const ticket = await open(reader, 'Count me');
    const counts = async (who: TestUser) => (await as(who, 'GET', '/api/support/counts')).json();
    expect(await counts(reader)).toEqual({ unread: 0, waiting: null });
    const waiting = (await counts(admin)).waiting;
    expect(waiting).toBeGreaterThan(0);

    await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/messages`, { message: 'Answered.' });
    expect(await counts(reader)).toEqual({ unread: 1, waiting: null });
    expect((await counts(admin)).waiting).toBe(waiting - 1);
    expect((await as(reader, 'GET', '/api/support/tickets')).json().tickets[0]).toMatchObject({ unread: true });

    expect((await as(reader, 'GET', `/api/support/tickets/${ticket.id}`)).json().unread).toBe(false);
    expect(await counts(reader)).toEqual({ unread: 0, waiting: null });
  });

  it('does not email people who turned support emails off', async () => {
    const quiet = await t.signUp();
    expect(
      (await as(quiet, 'PATCH', `/api/settings/${quiet.uid}`, { preferences: { supportEmails: false } })).statusCode,
    ).toBe(200);
    const ticket = await open(quiet, 'Quiet user');
    await as(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/messages`, { message: 'Answer nobody mails' });

    expect(
      (await as(admin, 'PATCH', `/api/settings/${admin.uid}`, { preferences: { supportEmails: false } })).statusCode,
    ).toBe(200);
    await open(user, 'Quiet administrator');
    // A later mail to the same user proves the earlier sends have run.
    const loud = await open(user, 'Loud user');
    await as(admin, 'POST', `/api/admin/support/tickets/${loud.id}/messages`, { message: 'Mailed' });
    await eventually(async () => (await mailsTo(user.email, 'Support replied: Loud user'))[0]);

    expect(await mailsTo(quiet.email, 'Support replied')).toEqual([]);
    expect(await mailsTo(ADMIN_EMAIL, 'Quiet administrator')).toEqual([]);
    await as(admin, 'PATCH', `/api/settings/${admin.uid}`, { preferences: { supportEmails: true } });
  });

  it('keeps Markdown as text: a <script> comes back as the characters typed, in JSON', async () => {
    const ticket = await open(user, 'Script', {
      message: '<script>alert(1)</script> and <img src=x onerror=alert(2)>',
    });
    const response = await as(user, 'GET', `/api/support/tickets/${ticket.id}`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().messages[0].body).toBe('<script>alert(1)</script> and <img src=x onerror=alert(2)>');
  });

  describe('attachments', () => {
    it('attaches uploaded files to a message; the owner and administrators download them as attachments', async () => {
      const uploaded = await upload(user, 'steps.md', '# Steps\n\n1. Open the library\n');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = uploaded.json();
      expect(file).toMatchObject({ fileName: 'steps.md', mimeType: 'text/markdown' });
      const ticket = await open(user, 'With a file', { attachmentIds: [file.id] });
      expect(ticket.messages[0]).toMatchObject({ attachments: [file] });

      const url = `/api/support/tickets/${ticket.id}/attachments/${file.id}`;
      const download = await as(user, 'GET', url);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="steps.md"/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.body).toContain('Open the library');
      expect((await as(other, 'GET', url)).statusCode).toBe(404);
      expect((await as(admin, 'GET', url)).statusCode).toBe(404);
      const adminDownload = await as(admin, 'GET', `/api/admin/support/tickets/${ticket.id}/attachments/${file.id}`);
      expect(adminDownload.statusCode).toBe(200);
      expect(adminDownload.headers['content-disposition']).toMatch(/^attachment/);
      expect((await as(user, 'GET', `/api/admin/support/tickets/${ticket.id}/attachments/${file.id}`)).statusCode).toBe(
        404,
      );
    });

    it("refuses someone else's upload, or one already attached, naming the field", async () => {
      const theirs = (await upload(other, 'note.txt', 'their note')).json();
      const response = await as(user, 'POST', '/api/support/tickets', {
        subject: 'Borrowed file',
        category: 'other',
        message: 'See attached',
        attachmentIds: [theirs.id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ path: 'body.attachmentIds.0', message: expect.any(String) }]);
      // Nothing of the refused ticket was kept.
      const titles = (await as(user, 'GET', '/api/support/tickets?pageSize=100'))
        .json()
        .tickets.map((row: { subject: string }) => row.subject);
      expect(titles).not.toContain('Borrowed file');

      const mine = (await upload(user, 'note.txt', 'my note')).json();
      await open(user, 'First use', { attachmentIds: [mine.id] });
      const again = await as(user, 'POST', '/api/support/tickets', {
        subject: 'Second use',
        category: 'other',
        message: 'Again',
        attachmentIds: [mine.id],
      });
      expect(again.statusCode).toBe(400);
    });

    it('checks the type from the bytes (415) and the size limit (413), with clear messages', async () => {
      const html = await upload(user, 'report.pdf', '<!doctype html><html><body>hi</body></html>');
      expect(html.statusCode).toBe(415);
      expect(html.json().error.message).toMatch(/HTML page, not a PDF/);
      const program = await upload(user, 'tool.txt', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0]));
      expect(program.statusCode).toBe(415);
      const big = await upload(user, 'big.txt', 'a'.repeat(100_001));
      expect(big.statusCode).toBe(413);
      expect(big.json().error.message).toMatch(/larger than the 97\.7 KB limit/);
      const notMultipart = await as(user, 'POST', '/api/support/attachments', { file: 'x' });
      expect(notMultipart.statusCode).toBe(415);
    });

    it("removes uploads no message took after a day, and a deleted account's files, and keeps attached ones", async () => {
      const kept = (await upload(user, 'kept.txt', 'attached')).json();
      const ticket = await open(user, 'Keeps its file', { attachmentIds: [kept.id] });
      const dropped = (await upload(user, 'dropped.txt', 'never sent')).json();
      const leaver = await t.signUp();
      const leaversFile = (await upload(leaver, 'mine.txt', 'leaving')).json();
      await open(leaver, 'Before I go', { attachmentIds: [leaversFile.id] });
      const deletion = await t.app.inject({
        method: 'POST',
        url: '/api/auth/delete-user',
        headers: { cookie: leaver.cookie, origin: TEST_PUBLIC_URL },
        payload: { password: leaver.password },
      });
      expect(deletion.statusCode, deletion.body).toBe(200);

      await t.app.jobs.runNow('purge-unattached-support-files');
      expect(await t.app.storage.exists(`support/${dropped.id}`)).toBe(true);

      aheadMs = KEEP_UNATTACHED_MS + 60_000;
      try {
        await t.app.jobs.runNow('purge-unattached-support-files');
      } finally {
        aheadMs = 0;
      }
      expect(await t.app.storage.exists(`support/${dropped.id}`)).toBe(false);
      expect(await t.app.storage.exists(`support/${leaversFile.id}`)).toBe(false);
      expect(
        (
          await as(user, 'POST', `/api/support/tickets/${ticket.id}/messages`, {
            message: 'Late file',
            attachmentIds: [dropped.id],
          })
        ).statusCode,
      ).toBe(400);
      expect(await t.app.storage.exists(`support/${kept.id}`)).toBe(true);
      expect((await as(user, 'GET', `/api/support/tickets/${ticket.id}/attachments/${kept.id}`)).statusCode).toBe(200);
    });
  });
});
