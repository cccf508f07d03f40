import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_VALID_DAYS,
  type Invitation,
  type OrganizationRole,
  type ReceivedInvitation,
} from '@grantpilot/shared/contracts/organizations';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import { roleWithArticle } from '@grantpilot/shared/organization-roles';
import type { Database } from '../../db/client';
import { PG_UNIQUE_VIOLATION, sqlState } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { invitationLink } from '../../lib/links';
import type { Mailer } from '../../lib/mail';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../activity';
import { getUserSummaries } from '../users';
import * as repo from './invitations.repo';
import * as organizations from './organizations.repo';

export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

interface Invitee {
  uid: string;
  name: string | null;
  email: string;
  emailVerified: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

function statusOf(row: repo.InvitationRow, now: Date): Invitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

/** A fresh link: a random token whose hash is stored; the token itself only goes in the email. */
function newLink(deps: InvitationDeps) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now?.() ?? new Date();
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
    // Onboarding lives on the dashboard; the seed's route table stays as it is.
    url: invitationLink(deps.publicUrl, token),
  };
}

async function sendInvitation(
  deps: InvitationDeps,
  to: string,
  organizationName: string,
  inviter: string,
  role: OrganizationRole,
  url: string,
) {
  await deps.mailer.send({
    to,
    subject: `${inviter} invited you to ${organizationName} on ${PRODUCT_NAME}`,
    text: `Hello,\n\n${inviter} invited you to join ${organizationName} on ${PRODUCT_NAME} as ${roleWithArticle(role)}.\n\nOpen this link to accept (valid for ${INVITATION_VALID_DAYS} days). Sign in, or create an account, with this email address (${to}):\n\n${url}\n\nIf you did not expect this invitation, ignore this message.\n`,
  });
}

async function toInvitations(db: Database, rows: repo.InvitationRow[], now: Date): Promise<Invitation[]> {
  const inviters = await getUserSummaries(
    db,
    rows.flatMap((row) => (row.invitedBy ? [row.invitedBy] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row, now),
    invitedByName: row.invitedBy ? (inviters.get(row.invitedBy)?.name ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

export async function listInvitations(deps: InvitationDeps, organizationId: string) {
  return toInvitations(deps.db, await repo.listInvitations(deps.db, organizationId), deps.now?.() ?? new Date());
}

export async function createInvitation(
  deps: InvitationDeps,
  actor: Actor,
  org: { id: string; role: OrganizationRole },
  input: { email: string; role: OrganizationRole },
): Promise<Invitation> {
  if (input.role === 'owner' && org.role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Only an owner can invite another owner');
  }
  const organization = await organizations.findOrganization(deps.db, org.id);
  if (!organization) throw new AppError('NOT_FOUND', 'Organisation not found');
  const members = await getUserSummaries(
    deps.db,
    (await organizations.listMemberships(deps.db, org.id)).map((member) => member.userId),
  );
  if ([...members.values()].some((member) => member.email.toLowerCase() === input.email)) {
    throw new AppError('CONFLICT', `${input.email} is already a member of ${organization.name}`);
  }

  const link = newLink(deps);
  let row: repo.InvitationRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const created = await repo.insertInvitation(tx, {
        organizationId: org.id,
        email: input.email,
        role: input.role,
        tokenHash: link.tokenHash,
        invitedBy: actor.uid,
        expiresAt: link.expiresAt,
      });
      await recordActivity(tx, actor, {
        organizationId: org.id,
        action: 'invitation.created',
        entityType: 'invitation',
        entityId: created.id,
        summary: `invited ${input.email} as ${input.role}`,
      });
      return created;
    });
  } catch (error) {
    if (sqlState(error) === PG_UNIQUE_VIOLATION) {
      throw new AppError('CONFLICT', `${input.email} already has an open invitation. Resend it instead.`);
    }
    throw error;
  }
  await sendInvitation(deps, input.email, organization.name, actor.name ?? 'A colleague', input.role, link.url);
  const [invitation] = await toInvitations(deps.db, [row], deps.now?.() ?? new Date());
  return invitation!;
}

async function requireOpenInvitation(deps: InvitationDeps, organizationId: string, invitationId: string) {
  const row = await repo.findInvitation(deps.db, organizationId, invitationId);
  if (!row || row.acceptedAt || row.revokedAt) throw new AppError('NOT_FOUND', 'Invitation not found');
  return row;
}

/** A new link valid for another seven days; the previous link stops working. */
export async function resendInvitation(
  deps: InvitationDeps,
  actor: Actor,
  organizationId: string,
  invitationId: string,
) {
  const row = await requireOpenInvitation(deps, organizationId, invitationId);
  const organization = await organizations.findOrganization(deps.db, organizationId);
  const link = newLink(deps);
  await deps.db.transaction(async (tx) => {
    await repo.renewInvitation(tx, row.id, link.tokenHash, link.expiresAt);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'invitation.resent',
      entityType: 'invitation',
      entityId: row.id,
      summary: `resent the invitation to ${row.email}`,
    });
  });
  await sendInvitation(deps, row.email, organization!.name, actor.name ?? 'A colleague', row.role, link.url);
}

export async function revokeInvitation(
  deps: InvitationDeps,
  actor: Actor,
  organizationId: string,
  invitationId: string,
) {
  const row = await requireOpenInvitation(deps, organizationId, invitationId);
  await deps.db.transaction(async (tx) => {
    await repo.markRevoked(tx, row.id);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'invitation.revoked',
      entityType: 'invitation',
      entityId: row.id,
      summary: `revoked the invitation to ${row.email}`,
    });
  });
}

type Found = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

async function toReceived(deps: InvitationDeps, found: Found): Promise<ReceivedInvitation> {
  const [invitation] = await toInvitations(deps.db, [found.invitation], deps.now?.() ?? new Date());
  return {
    id: invitation!.id,
    organizationName: found.organizationName,
    email: invitation!.email,
    role: invitation!.role,
    status: invitation!.status,
    invitedByName: invitation!.invitedByName,
    expiresAt: invitation!.expiresAt,
  };
}

/** Open invitations for the user's address; only a verified address proves it is theirs. */
export async function listReceivedInvitations(deps: InvitationDeps, invitee: Invitee) {
  if (!invitee.emailVerified) return [];
  const rows = await repo.listOpenForEmail(deps.db, invitee.email.toLowerCase(), deps.now?.() ?? new Date());
  return Promise.all(rows.map((row) => toReceived(deps, row)));
}

/** What an invitation link is: shown before accepting, with its status (expired, revoked…). */
export async function previewInvitation(deps: InvitationDeps, token: string) {
  const found = await repo.findByTokenHash(deps.db, hashToken(token));
  if (!found) throw new AppError('NOT_FOUND', 'This invitation link is not valid. Ask for a new invitation.');
  return toReceived(deps, found);
}

const GONE: Record<string, string> = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was revoked. Ask the organisation for a new one.',
  expired: 'This invitation has expired. Ask the organisation to send it again.',
};

/**
 * The same preview for a holder of the link who is not signed in yet (the sign-in and sign-up
 * pages show it): only who invited them to which organisation, as what, until when. A link no
 * longer open says why, as accepting it would.
 */
export async function previewInvitationPublicly(deps: InvitationDeps, token: string) {
  const preview = await previewInvitation(deps, token);
  if (preview.status !== 'pending') throw new AppError('CONFLICT', GONE[preview.status]!);
  const { organizationName, invitedByName, role, expiresAt } = preview;
  return { organizationName, invitedByName, role, expiresAt };
}

/**
 * Joins the organisation. The emailed token proves the address; accepting from the dashboard
 * list (by id) needs a verified address. Either way the signed-in email must be the invited one.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  invitee: Invitee,
  by: { token: string } | { invitationId: string },
) {
  const found =
    'token' in by
      ? await repo.findByTokenHash(deps.db, hashToken(by.token))
      : await repo.findById(deps.db, by.invitationId);
  if (!found) throw new AppError('NOT_FOUND', 'This invitation link is not valid. Ask for a new invitation.');
  const { invitation } = found;
  if ('invitationId' in by && !invitee.emailVerified) {
    throw new AppError('FORBIDDEN', 'Verify your email address first, or open the link in the invitation email.');
  }
  const status = statusOf(invitation, deps.now?.() ?? new Date());
  if (status !== 'pending') throw new AppError('CONFLICT', GONE[status]!);
  if (invitation.email !== invitee.email.toLowerCase()) {
    throw new AppError(
      'FORBIDDEN',
      `This invitation was sent to ${invitation.email}, but you are signed in as ${invitee.email}. Sign in with the invited address.`,
    );
  }
  if (await organizations.findMembership(deps.db, invitation.organizationId, invitee.uid)) {
    throw new AppError('CONFLICT', `You are already a member of ${found.organizationName}`);
  }
  await deps.db.transaction(async (tx) => {
    if (!(await repo.markAccepted(tx, invitation.id))) throw new AppError('CONFLICT', GONE.accepted!);
    await organizations.insertMembership(tx, invitation.organizationId, invitee.uid, invitation.role);
    await organizations.markSelected(tx, invitation.organizationId, invitee.uid);
    await recordActivity(tx, invitee, {
      organizationId: invitation.organizationId,
      action: 'member.joined',
      entityType: 'member',
      entityId: invitee.uid,
      summary: `joined as ${invitation.role}`,
    });
  });
  return { organizationId: invitation.organizationId };
}
