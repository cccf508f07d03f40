import {
  ORGANIZATION_TYPE_LABELS,
  type MyOrganizations,
  type Organization,
  type OrganizationProfile,
  type OrganizationRole,
  type UpdateOrganizationBody,
} from '@grantpilot/shared/contracts/organizations';
import { countryName } from '@grantpilot/shared/countries';
import { minorUnits, normalizeAmount } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { detectImageType } from '../../lib/image-type';
import { reencodeImage } from '../../lib/images';
import { logoPath } from '../../lib/links';
import { sanitizeSvg } from '../../lib/svg-sanitizer';
import type { Actor } from '../../plugins/auth';
import { changedFields, recordActivity } from '../activity';
import * as repo from './organizations.repo';

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof repo.findOrganization>>>;
type ProfileColumns = Pick<
  OrganizationRow,
  'profileType' | 'profileCountry' | 'annualBudgetAmount' | 'annualBudgetCurrency'
>;

/** The stored amount comes back at the column's scale ("1200000.000"): returned as its currency writes it. */
function toProfile(row: ProfileColumns): OrganizationProfile {
  return {
    type: row.profileType,
    country: row.profileCountry,
    annualBudget:
      row.annualBudgetAmount !== null && row.annualBudgetCurrency
        ? {
            amount: normalizeAmount(row.annualBudgetAmount, row.annualBudgetCurrency),
            currency: row.annualBudgetCurrency,
          }
        : null,
  };
}

function toOrganization(row: OrganizationRow, role: OrganizationRole): Organization {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    logoUrl: logoPath(row.logoId),
    useOrganizationBranding: row.useOrganizationBranding,
    profile: toProfile(row),
    role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function findMembership(db: Database, organizationId: string, userId: string) {
  return repo.findMembership(db, organizationId, userId);
}

/** A new organisation with its creator as owner; it becomes their active organisation. */
export async function createOrganization(db: Database, actor: Actor, name: string): Promise<Organization> {
  const id = await db.transaction(async (tx) => {
    const organization = await repo.insertOrganization(tx, name);
    await repo.insertMembership(tx, organization.id, actor.uid, 'owner');
    await recordActivity(tx, actor, {
      organizationId: organization.id,
      action: 'organization.created',
      entityType: 'organization',
      entityId: organization.id,
      summary: `created the organisation ${name}`,
    });
    return organization.id;
  });
  return getOrganization(db, id, 'owner');
}

export async function getOrganization(db: Database, organizationId: string, role: OrganizationRole) {
  const row = await repo.findOrganization(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found');
  return toOrganization(row, role);
}

/**
 * The organisation's profile (type, country, annual budget): what a funder's eligibility rules
 * are checked against. Parts not set are null; an unknown organisation is NOT_FOUND.
 */
export async function getOrganizationProfile(db: Database, organizationId: string): Promise<OrganizationProfile> {
  const row = await repo.findProfile(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found');
  return toProfile(row);
}

export async function listMyOrganizations(db: Database, userId: string): Promise<MyOrganizations> {
  const rows = await repo.listOrganizationsOfUser(db, userId);
  return {
    organizations: rows.map((row) => toOrganization(row, row.role)),
    activeOrganizationId: rows[0]?.id ?? null,
  };
}

export async function setActiveOrganization(db: Database, userId: string, organizationId: string) {
  if (!(await repo.markSelected(db, organizationId, userId))) throw new AppError('NOT_FOUND', 'Organisation not found');
  return listMyOrganizations(db, userId);
}

/** A page of the users who belong to an organisation (the weekly digest's recipients), by id. */
export function listMemberUserIds(db: Database, afterUserId: string | null, limit: number) {
  return repo.memberUserIdsAfter(db, afterUserId, limit);
}

/**
 * The branding of the user's active organisation, for `GET /api/users/{uid}` (seed §7): the
 * subquery the users module joins to the account's row, and what its columns say.
 */
export const activeBranding = {
  of: repo.activeOrganizationOf,
  /** `active` is null for an account in no organisation. */
  fromRow: (
    active: { name: string; brandName: string | null; useOrganizationBranding: boolean; logoId: string | null } | null,
  ) => ({
    organizationName: active?.name ?? null,
    organizationBrandName: active?.brandName ?? null,
    organizationLogoUrl: logoPath(active?.logoId ?? null),
    useOrganizationBranding: active?.useOrganizationBranding ?? false,
  }),
};

export async function updateOrganization(
  db: Database,
  actor: Actor,
  org: { id: string; role: OrganizationRole },
  body: UpdateOrganizationBody,
) {
  const before = await repo.findOrganization(db, org.id);
  if (!before) throw new AppError('NOT_FOUND', 'Organisation not found');
  // The amount is stored and logged as its currency writes it: "1200000.5" GBP is "1200000.50".
  const changes =
    body.annualBudgetAmount && body.annualBudgetCurrency
      ? { ...body, annualBudgetAmount: normalizeAmount(body.annualBudgetAmount, body.annualBudgetCurrency) }
      : body;
  const storedBudget = toProfile(before).annualBudget;
  const diff = changedFields({ ...before, annualBudgetAmount: storedBudget?.amount ?? null }, changes);
  if (diff.changed.length === 0) return getOrganization(db, org.id, org.role);
  await db.transaction(async (tx) => {
    await repo.updateOrganization(tx, org.id, changes);
    await recordActivity(tx, actor, {
      organizationId: org.id,
      action: 'organization.updated',
      entityType: 'organization',
      entityId: org.id,
      summary: organizationChangeWords(diff.changed as (keyof UpdateOrganizationBody)[], changes),
      before: diff.before,
      after: diff.after,
    });
  });
  return getOrganization(db, org.id, org.role);
}

/** What changed, as the settings page words it. */
function organizationChangeWords(changed: (keyof UpdateOrganizationBody)[], changes: UpdateOrganizationBody) {
  const clauses = changed.map((field) => {
    switch (field) {
      case 'name':
        return `renamed the organisation to ${changes.name}`;
      case 'brandName':
        return changes.brandName ? `set the brand name to ${changes.brandName}` : 'removed the brand name';
      case 'useOrganizationBranding':
        return `turned ${changes.useOrganizationBranding ? 'on' : 'off'} "Show our logo and brand name in the navigation"`;
      case 'profileType':
        return changes.profileType
          ? `set the organisation type to ${ORGANIZATION_TYPE_LABELS[changes.profileType]}`
          : 'removed the organisation type';
      case 'profileCountry':
        return changes.profileCountry
          ? `set the country to ${countryName(changes.profileCountry)}`
          : 'removed the country';
      case 'annualBudgetAmount':
      case 'annualBudgetCurrency':
        return changes.annualBudgetAmount && changes.annualBudgetCurrency
          ? `set the annual budget to ${budgetWords(changes.annualBudgetAmount, changes.annualBudgetCurrency)}`
          : 'removed the annual budget';
    }
  });
  // The budget's amount and currency are one "annual budget".
  return [...new Set(clauses)].join(', ');
}

/** "GBP 1,200,000.00": the code and the exact amount grouped in thousands, the same in any locale. */
function budgetWords(amount: string, currency: string) {
  const [whole = '0', fraction] = normalizeAmount(amount, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${minorUnits(currency) > 0 ? `${grouped}.${fraction}` : grouped}`;
}

/** Deleting an organisation removes all its data; the owner types its name to confirm. */
export async function deleteOrganization(db: Database, organizationId: string, confirmName: string) {
  const row = await repo.findOrganization(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found');
  if (confirmName.trim() !== row.name) {
    throw new AppError('VALIDATION_FAILED', 'Type the organisation name exactly to confirm', [
      { path: 'body.confirmName', message: `must be "${row.name}"` },
    ]);
  }
  await repo.deleteOrganization(db, organizationId);
}

export async function setLogo(db: Database, actor: Actor, organizationId: string, bytes: Buffer) {
  const type = detectImageType(bytes);
  if (!type) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The logo must be a PNG, JPEG, WebP or SVG image');
  }
  let stored: Buffer;
  if (type === 'image/svg+xml') {
    const clean = await sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This SVG could not be made safe; try a PNG instead');
    stored = Buffer.from(clean, 'utf8');
  } else {
    const image = await reencodeImage(bytes, type);
    const name = type.slice('image/'.length).toUpperCase();
    if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The logo is not a readable ${name} image`);
    stored = image;
  }
  await db.transaction(async (tx) => {
    await repo.upsertLogo(tx, organizationId, type, stored);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'organization.logo_changed',
      entityType: 'organization',
      entityId: organizationId,
      summary: 'uploaded a new logo',
    });
  });
}

export async function removeLogo(db: Database, actor: Actor, organizationId: string) {
  await db.transaction(async (tx) => {
    await repo.deleteLogo(tx, organizationId);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'organization.logo_removed',
      entityType: 'organization',
      entityId: organizationId,
      summary: 'removed the logo',
    });
  });
}

export async function getLogo(db: Database, logoId: string) {
  const logo = await repo.findLogo(db, logoId);
  if (!logo) throw new AppError('NOT_FOUND', 'Logo not found');
  return logo;
}

/**
 * Before an account is deleted: refused while the user is the last owner of an organisation
 * that has other members; organisations where the user is alone go with the account.
 */
export async function prepareAccountDeletion(db: Database, userId: string) {
  const summaries = await repo.membershipSummaries(db, userId);
  const blocking = summaries.filter((org) => org.role === 'owner' && org.ownerCount === 1 && org.memberCount > 1);
  if (blocking.length > 0) {
    const names = blocking.map((org) => org.name).join(', ');
    throw new AppError(
      'CONFLICT',
      `You are the last owner of ${names}. Transfer ownership or delete the organisation before deleting your account.`,
    );
  }
  for (const org of summaries.filter((summary) => summary.memberCount === 1)) {
    await repo.deleteOrganization(db, org.organizationId);
  }
}
