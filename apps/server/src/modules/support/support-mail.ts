import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { adminSupportTicketLink, settingsLink, supportTicketLink } from '../../lib/links';
import { usersWithoutSupportEmails } from '../settings';
import { getUserSummaries, getUsersByEmails } from '../users';
import type { TicketRow } from './support.repo';

export interface SupportMailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The instance administrators (ADMIN_EMAILS, lower-case). */
  adminEmails: readonly string[];
  log: { warn(object: object, message: string): void };
}

/** A subject on one line, whatever the user typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const optOut = (publicUrl: string) =>
  `You get this email for each new message on a support ticket. Turn these emails off in Settings:\n${settingsLink(publicUrl)}\n`;

/**
 * The user wrote (a new ticket or a reply): the administrator handling the ticket hears of it,
 * or every administrator while nobody does, except those who turned support emails off (and
 * the writer, should an administrator open a ticket of their own).
 */
export async function notifySupport(
  deps: SupportMailDeps,
  ticket: TicketRow,
  message: { body: string; isNew: boolean },
) {
  const assignee = ticket.assigneeId
    ? (await getUserSummaries(deps.db, [ticket.assigneeId])).get(ticket.assigneeId)
    : undefined;
  const candidates = assignee ? [assignee.email.toLowerCase()] : [...deps.adminEmails];
  const accounts = await getUsersByEmails(deps.db, candidates);
  const off = await usersWithoutSupportEmails(
    deps.db,
    accounts.map((account) => account.id),
  );
  const silenced = new Set(
    accounts
      .filter((account) => off.has(account.id) || account.id === ticket.userId)
      .map((account) => account.email.toLowerCase()),
  );
  const subject = message.isNew
    ? `New support ticket: ${oneLine(ticket.subject)}`
    : `New message on support ticket: ${oneLine(ticket.subject)}`;
  for (const to of candidates.filter((email) => !silenced.has(email))) {
    await send(deps, {
      to,
      subject,
      text: `${message.isNew ? 'A user opened a support ticket' : 'The user wrote on a support ticket'} on ${PRODUCT_NAME}:\n\n${message.body}\n\nAnswer it here:\n${adminSupportTicketLink(deps.publicUrl, ticket.id)}\n\n${optOut(deps.publicUrl)}`,
    });
  }
}

/** Support answered: the ticket's user hears of it, unless they turned support emails off. */
export async function notifyUser(deps: SupportMailDeps, ticket: TicketRow, message: { body: string }) {
  if ((await usersWithoutSupportEmails(deps.db, [ticket.userId])).has(ticket.userId)) return;
  const user = (await getUserSummaries(deps.db, [ticket.userId])).get(ticket.userId);
  if (!user) return;
  await send(deps, {
    to: user.email,
    subject: `Support replied: ${oneLine(ticket.subject)}`,
    text: `Hello,\n\n${PRODUCT_NAME} support replied to your ticket "${oneLine(ticket.subject)}":\n\n${message.body}\n\nRead the conversation and reply here:\n${supportTicketLink(deps.publicUrl, ticket.id)}\n\n${optOut(deps.publicUrl)}`,
  });
}

/** The message is saved whatever the mail does: a failed email is logged, never the writer's error. */
async function send(deps: SupportMailDeps, message: { to: string; subject: string; text: string }) {
  try {
    await deps.mailer.send({ ...message, unsubscribeUrl: settingsLink(deps.publicUrl) });
  } catch (error) {
    deps.log.warn({ err: error, to: message.to }, 'support email not sent');
  }
}
