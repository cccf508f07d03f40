import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../testing/test-app';
import { linkIn } from '../testing/mail';
import { createMailer } from './mail';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silentLog = { info: () => {}, error: () => {} } as unknown as Parameters<typeof createMailer>[0]['log'];

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'GrantPilot <hello@grantpilot.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification email of a sign-up to a real SMTP server', async () => {
    const user = await t.signUp();
    const message = await eventually(async () => smtp.received.find((mail) => mail.to.includes(user.email)));
    expect(message.from).toBe('hello@grantpilot.test');
    expect(message.data).toContain('Subject: Verify your email address for GrantPilot');
    const parsed = await PostalMime.parse(message.data);
    expect(parsed.html).toContain('/api/auth/verify-email?token=');
    expect(parsed.headers.find((header) => header.key === 'auto-submitted')?.value).toBe('auto-generated');
    expect(linkIn(message.data, '/api/auth/verify-email')).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/,
    );
    expect(await t.outbox()).toEqual([]);
  });
});

describe('the outbox', () => {
  it('writes each message as an .eml file and logs its links', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-outbox-'));
    const logged: unknown[] = [];
    const log = { ...silentLog, info: (entry: unknown) => logged.push(entry) } as typeof silentLog;
    const mailer = createMailer({ from: 'GrantPilot <no-reply@grantpilot.local>', outboxDir: dir, log });
    expect(mailer.transport).toBe('outbox');

    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Open https://example.com/a?b=1 now.' });
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Hello');
    expect(logged).toEqual([expect.objectContaining({ to: 'ada@example.com', links: ['https://example.com/a?b=1'] })]);
    await fs.rm(dir, { recursive: true });
  });
});

describe('every message', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grantpilot-outbox-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true });
  });

  async function sendAndRead(message: Parameters<ReturnType<typeof createMailer>['send']>[0]) {
    await fs.rm(dir, { recursive: true, force: true });
    const mailer = createMailer({ from: 'GrantPilot <no-reply@grantpilot.local>', outboxDir: dir, log: silentLog });
    await mailer.send(message);
    const [file] = await fs.readdir(dir);
    const raw = await fs.readFile(path.join(dir, file!), 'utf8');
    return { raw, parsed: await PostalMime.parse(raw) };
  }

  it('has a text and an HTML part, CRLF line endings and Auto-Submitted: auto-generated', async () => {
    const { raw, parsed } = await sendAndRead({
      to: 'ada@example.com',
      subject: 'Verify your email address for GrantPilot',
      text: 'Welcome to GrantPilot.\n\nOpen this link to verify your address:\n\nhttps://grantpilot.test/verify?token=a&b=1\n',
    });
    expect(raw).toContain('\r\n');
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(parsed.headers.find((header) => header.key === 'auto-submitted')?.value).toBe('auto-generated');
    expect(parsed.headers.some((header) => header.key === 'list-unsubscribe')).toBe(false);
    expect(parsed.text).toContain('https://grantpilot.test/verify?token=a&b=1');
    expect(parsed.html).toContain('<a href="https://grantpilot.test/verify?token=a&amp;b=1"');
    expect(parsed.html).toContain('Open in GrantPilot');
  });

  it('of a notification says where to turn it off, in a List-Unsubscribe header and in both parts', async () => {
    const unsubscribeUrl = 'https://grantpilot.test/settings/notifications';
    const { parsed } = await sendAndRead({
      to: 'ada@example.com',
      subject: 'Deadline in 3 days',
      text: 'Your application is due.',
      unsubscribeUrl,
    });
    expect(parsed.headers.find((header) => header.key === 'list-unsubscribe')?.value).toBe(`<${unsubscribeUrl}>`);
    expect(parsed.text).toContain(`Turn it off: ${unsubscribeUrl}`);
    expect(parsed.html).toContain(`href="${unsubscribeUrl}"`);
  });

  it('shows what a user typed as text in its HTML part, never as markup', async () => {
    const { parsed } = await sendAndRead({
      to: 'ada@example.com',
      subject: 'Deadline: <b>Plan</b>',
      text: 'Application "<script>alert(1)</script>" & <img src=x onerror=alert(1)> is due.',
    });
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<img');
    expect(parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(parsed.html).toContain('<title>Deadline: &lt;b&gt;Plan&lt;/b&gt;</title>');
  });
});
