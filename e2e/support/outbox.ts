import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function messagesTo(email: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, name), 'utf8')))
      // The body's links, not the headers' (a notification's List-Unsubscribe comes first).
      .map((message) => {
        const end = message.search(/\r?\n\r?\n/);
        return { whole: message, body: message.slice(end) };
      })
      .filter((message) => message.whole.includes(email))
  );
}

/** The link of the newest message to `email` whose subject contains `subject` (mail is sent after the response). */
export async function linkFromOutbox(email: string, subject: string, options: { after?: number } = {}) {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const matching = messagesTo(email).filter((message) => message.whole.includes(subject));
        if (matching.length <= (options.after ?? 0)) return undefined;
        link = /https?:\/\/\S+/.exec(matching.at(-1)!.body)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link!);
}

export function countMessages(email: string, subject: string) {
  return messagesTo(email).filter((message) => message.whole.includes(subject)).length;
}

export const VERIFY_SUBJECT = 'Verify your email address';
export const RESET_SUBJECT = 'Reset your GrantPilot password';
