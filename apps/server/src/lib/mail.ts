import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { htmlFromText } from './mail-html';

export interface MailMessage {
  to: string;
  subject: string;
  /** The message, as plain text: paragraphs separated by a blank line, links written out. */
  text: string;
  /** The HTML part; made from `text` when absent (./mail-html.ts). */
  html?: string;
  /**
   * Where the recipient turns this kind of email off. Set for notifications (reminders, task
   * assignments, ticket replies, digests), which a person may decline; absent for the mail of an
   * account's own actions (verification, password reset, an invitation sent to them).
   */
  unsubscribeUrl?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Waits for the messages being sent (a fire-and-forget send after a response), then closes. */
  close(): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/**
 * What goes to nodemailer for a message: a text and an HTML part, `Auto-Submitted:
 * auto-generated` (RFC 3834: no mail client should answer it automatically — every email the
 * product sends is made by it, none by a person), and for notifications a `List-Unsubscribe`
 * (RFC 2369) header and a last line saying where to turn them off.
 */
export function mailOptions(from: string, message: MailMessage): Mail.Options {
  // A sender that already says where to turn the email off (in its own words) gets no second line.
  const footer =
    message.unsubscribeUrl && !message.text.includes(message.unsubscribeUrl)
      ? `You get this email because of your notification settings. Turn it off: ${message.unsubscribeUrl}`
      : undefined;
  const text = footer ? `${message.text.trimEnd()}\n\n--\n${footer}\n` : message.text;
  return {
    from,
    to: message.to,
    subject: message.subject,
    text,
    html: message.html ?? htmlFromText(message.subject, message.text, footer),
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...(message.unsubscribeUrl ? { list: { unsubscribe: message.unsubscribeUrl } } : {}),
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is rendered to a real RFC 822 `.eml` file
 * in `DATA_DIR/outbox` and its links are logged, so a one-machine install can still verify
 * addresses and reset passwords.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transporter = onFirstMessage((nodemailer) => nodemailer.createTransport(smtpUrl));
    return tracked({
      transport: 'smtp',
      async send(message) {
        await (await transporter.get()).sendMail(mailOptions(options.from, message));
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
      close: transporter.close,
    });
  }

  // CRLF, as on the wire (RFC 5322): a mail client that opens the .eml file reads it as sent.
  const renderer = onFirstMessage((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  return tracked({
    transport: 'outbox',
    async send(message) {
      const rendered = await (await renderer.get()).sendMail(mailOptions(options.from, message));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, rendered.message as Buffer, { mode: 0o600 });
      const links = message.text.match(LINK_PATTERN) ?? [];
      options.log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the outbox');
    },
    close: renderer.close,
  });
}

/**
 * A transport made by the first message, not by every start of the server: nodemailer is a
 * noticeable part of a start (issue 16), and many starts send no mail at all.
 */
function onFirstMessage<T extends Transporter<unknown>>(make: (nodemailer: typeof Nodemailer.default) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then((module) => make(module.default))),
    close: async () => {
      if (made) (await made).close();
    },
  };
}

/**
 * Mail often goes out after the response (a slow SMTP server must not slow a request), so a
 * message may still be on its way when the app stops: close waits for those first, so none is
 * cut off mid-write (and a test's data directory is not removed under a file being written).
 */
function tracked(mailer: Mailer): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    transport: mailer.transport,
    send(message) {
      const sending = mailer.send(message);
      const settled = sending.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return sending;
    },
    async close() {
      await Promise.all(pending);
      await mailer.close();
    },
  };
}

/** Messages waiting in the outbox folder, counted up to `max` (a folder nobody empties grows). */
export async function countOutboxMessages(outboxDir: string, max = 10_000): Promise<number> {
  let found = 0;
  try {
    for await (const entry of await fs.opendir(outboxDir)) {
      if (entry.isFile() && entry.name.endsWith('.eml')) found += 1;
      if (found >= max) break;
    }
  } catch (error) {
    // No mail has been written yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  return found;
}
