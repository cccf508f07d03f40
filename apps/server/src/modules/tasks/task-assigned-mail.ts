import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { applicationLink, settingsLink } from '../../lib/links';
import type { Mailer } from '../../lib/mail';
import type { Actor } from '../../plugins/auth';
import { usersWithoutTaskEmails } from '../settings';
import { getUserSummaries } from '../users';

export interface TaskMailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

interface AssignedTask {
  title: string;
  assigneeUserId: string | null;
  dueDate: string | null;
  application: { id: string; title: string };
}

/**
 * Tells a new assignee what they were given, once the change is saved. Someone who takes a task
 * themself is not told, nor is someone who turned task emails off; a mail that cannot be sent
 * does not undo the change (it is on the application page and in "My tasks" regardless).
 */
export async function notifyAssignee(deps: TaskMailDeps, actor: Actor, task: AssignedTask) {
  const assigneeId = task.assigneeUserId;
  if (!assigneeId || assigneeId === actor.uid) return;
  const [people, optedOut] = await Promise.all([
    getUserSummaries(deps.db, [assigneeId]),
    usersWithoutTaskEmails(deps.db, [assigneeId]),
  ]);
  const assignee = people.get(assigneeId);
  if (!assignee || optedOut.has(assigneeId)) return;
  const by = actor.name?.trim() || 'A colleague';
  try {
    await deps.mailer.send({
      to: assignee.email,
      subject: `${by} assigned you a task: ${task.title}`,
      text:
        `Hello ${assignee.name},\n\n` +
        `${by} assigned you the task "${task.title}" for the application "${task.application.title}"` +
        `${task.dueDate ? `, due ${task.dueDate}` : ''}.\n\n` +
        `Open the application in ${PRODUCT_NAME}:\n\n${applicationLink(deps.publicUrl, task.application.id)}\n\n` +
        `Your open tasks are listed on your dashboard. Turn task emails off in Settings:\n${settingsLink(deps.publicUrl)}\n`,
      unsubscribeUrl: settingsLink(deps.publicUrl),
    });
  } catch (error) {
    deps.log.warn({ err: error, assigneeId }, 'task assignment email not sent');
  }
}
