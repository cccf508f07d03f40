import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import { wallClockParts } from '@grantpilot/shared/deadlines';
import { applicationLink } from '../../lib/links';

export interface DigestSection {
  organizationName: string;
  deadlines: { applicationId: string; title: string; funderName: string | null; at: Date }[];
  tasks: { title: string; dueDate: string; applicationTitle: string }[];
  changes: { count: number; latest: { actorName: string | null; summary: string }[] };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function wallClock(instant: Date, timeZone: string) {
  const { year, month, day, hour, minute } = wallClockParts(instant, timeZone);
  return `${year}-${month}-${day} at ${hour}:${minute}`;
}

function sectionText(section: DigestSection, timeZone: string, today: string, publicUrl: string) {
  const lines = [section.organizationName, '='.repeat(Math.min(section.organizationName.length, 60))];
  if (section.deadlines.length) {
    lines.push('', 'Deadlines in the next 14 days:');
    for (const deadline of section.deadlines) {
      const funder = deadline.funderName ? ` (${deadline.funderName})` : '';
      lines.push(`- ${deadline.title}${funder}: ${wallClock(deadline.at, timeZone)}`);
      lines.push(`  ${applicationLink(publicUrl, deadline.applicationId)}`);
    }
  }
  if (section.tasks.length) {
    lines.push('', 'Your tasks due:');
    for (const task of section.tasks) {
      const when = task.dueDate < today ? `overdue since ${task.dueDate}` : `due ${task.dueDate}`;
      lines.push(`- ${task.title} (${task.applicationTitle}): ${when}`);
    }
  }
  if (section.changes.count) {
    lines.push('', `${plural(section.changes.count, 'change')} in the past 7 days, the latest:`);
    for (const change of section.changes.latest) {
      lines.push(`- ${change.actorName ?? 'Someone'} ${change.summary}`);
    }
  }
  return lines.join('\n');
}

/**
 * The digest's subject and text, or null when there is nothing to say: no deadlines, no tasks
 * due and no changes in any of the recipient's organisations.
 */
export function composeDigest(input: {
  name: string;
  /** The zone they chose, or null: then UTC, and the email says so. */
  chosenZone: string | null;
  today: string;
  sections: DigestSection[];
  publicUrl: string;
  settingsUrl: string;
}) {
  const sections = input.sections.filter(
    (section) => section.deadlines.length || section.tasks.length || section.changes.count,
  );
  if (sections.length === 0) return null;
  const zone = input.chosenZone ?? 'UTC';
  const count = (pick: (section: DigestSection) => number) => sections.reduce((sum, s) => sum + pick(s), 0);
  const totals = [
    [count((s) => s.deadlines.length), 'deadline'],
    [count((s) => s.tasks.length), 'task'],
    [count((s) => s.changes.count), 'change'],
  ] as const;
  const subject = `Your week in ${PRODUCT_NAME}: ${totals
    .filter(([n]) => n > 0)
    .map(([n, word]) => plural(n, word))
    .join(', ')}`;
  const zoneNote = input.chosenZone
    ? `Times are in your time zone, ${zone}.`
    : `Times are in UTC, and this digest comes on Monday morning UTC: you have not chosen a time zone. Choose yours in Settings:\n${input.settingsUrl}`;
  const text =
    `Hello ${input.name},\n\nHere is your week ahead. ${zoneNote}\n\n` +
    sections.map((section) => sectionText(section, zone, input.today, input.publicUrl)).join('\n\n') +
    `\n\nYou get this weekly digest every Monday morning. Turn it off in Settings:\n${input.settingsUrl}\n`;
  return { subject, text };
}
