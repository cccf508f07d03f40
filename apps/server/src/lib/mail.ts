import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
  close(): void;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

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
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
      close: () => transporter.close(),
    };
  }

  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const rendered = await renderer.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, rendered.message as Buffer, { mode: 0o600 });
      const links = message.text.match(LINK_PATTERN) ?? [];
      options.log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the outbox');
    },
    close: () => renderer.close(),
  };
}
