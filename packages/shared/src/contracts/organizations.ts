import { z } from 'zod';
import { isCountryCode } from '../countries';
import { ORGANIZATION_ROLES } from '../organization-roles';
import { amountSchema, checkAmount, currencySchema, moneySchema } from './common';

export { ORGANIZATION_ROLES, roleAtLeast, type OrganizationRole } from '../organization-roles';
export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES);

export const INVITATION_VALID_DAYS = 7;
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

export const organizationIdParamsSchema = z.object({ orgId: z.uuid('is not a valid organisation id') });

const name = z.string().trim().min(2, 'must be at least 2 characters').max(120, 'must be at most 120 characters');

export const createOrganizationBodySchema = z.object({ name });
export type CreateOrganizationBody = z.infer<typeof createOrganizationBodySchema>;

/** What kind of organisation applies: funders' eligibility rules name these (PRODUCT §7). */
export const ORGANIZATION_TYPES = [
  'charity',
  'community_group',
  'social_enterprise',
  'university',
  'research_institute',
  'public_body',
  'company',
  'other',
] as const;
export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES, {
  error: `must be one of ${ORGANIZATION_TYPES.join(', ')}`,
});
export type OrganizationType = z.infer<typeof organizationTypeSchema>;
/** The types as the settings page labels them and the activity log names them. */
export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  charity: 'Charity',
  community_group: 'Community group',
  social_enterprise: 'Social enterprise',
  university: 'University',
  research_institute: 'Research institute',
  public_body: 'Public body',
  company: 'Company',
  other: 'Other',
};

/** An ISO 3166-1 alpha-2 code, upper case ("gb" is taken as "GB"). */
export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'must be an ISO 3166-1 alpha-2 country code such as GB' });

/**
 * The organisation's profile: what a funder's eligibility rules are checked against. Each part
 * is null until someone sets it.
 */
export const organizationProfileSchema = z.object({
  type: organizationTypeSchema.nullable(),
  country: z.string().nullable(),
  annualBudget: moneySchema.nullable(),
});
export type OrganizationProfile = z.infer<typeof organizationProfileSchema>;

/**
 * A PATCH sends only what changes; null clears. The annual budget's amount and currency are sent
 * together (both set, or both null) so the amount is always checked against its own currency.
 */
export const updateOrganizationBodySchema = z
  .object({
    name: name.optional(),
    brandName: z.string().trim().max(120, 'must be at most 120 characters').nullable().optional(),
    useOrganizationBranding: z.boolean().optional(),
    profileType: organizationTypeSchema.nullable().optional(),
    profileCountry: countrySchema.nullable().optional(),
    annualBudgetAmount: amountSchema.nullable().optional(),
    annualBudgetCurrency: currencySchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' })
  .superRefine(checkAnnualBudget);
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

function checkAnnualBudget(
  body: { annualBudgetAmount?: string | null; annualBudgetCurrency?: string | null },
  ctx: z.RefinementCtx,
) {
  const { annualBudgetAmount: amount, annualBudgetCurrency: currency } = body;
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (amount === undefined && currency === undefined) return;
  if (amount === undefined) return problem('annualBudgetAmount', 'must be sent with the annual budget currency');
  if (currency === undefined) return problem('annualBudgetCurrency', 'must be sent with the annual budget amount');
  if (amount === null && currency !== null) return problem('annualBudgetAmount', 'is needed with a currency');
  if (amount !== null && currency === null) return problem('annualBudgetCurrency', 'is needed with an amount');
  checkAmount(ctx, 'annualBudgetAmount', amount, currency);
}

export const deleteOrganizationBodySchema = z.object({ confirmName: z.string() });

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  brandName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  useOrganizationBranding: z.boolean(),
  profile: organizationProfileSchema,
  role: organizationRoleSchema,
  createdAt: z.iso.datetime(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const myOrganizationsSchema = z.object({
  organizations: z.array(organizationSchema),
  activeOrganizationId: z.string().nullable(),
});
export type MyOrganizations = z.infer<typeof myOrganizationsSchema>;

export const setActiveOrganizationBodySchema = z.object({ organizationId: z.uuid('is not a valid organisation id') });

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  role: organizationRoleSchema,
  joinedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;
export const membersSchema = z.object({ members: z.array(memberSchema) });

export const memberParamsSchema = organizationIdParamsSchema.extend({ userId: z.string().min(1).max(128) });
export const changeRoleBodySchema = z.object({ role: organizationRoleSchema });
export const transferOwnershipBodySchema = z.object({ userId: z.string().min(1).max(128) });

export const invitationStatusSchema = z.enum(['pending', 'accepted', 'revoked', 'expired']);
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  status: invitationStatusSchema,
  invitedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsSchema = z.object({ invitations: z.array(invitationSchema) });

export const createInvitationBodySchema = z.object({
  email: z.email('must be an email address').trim().toLowerCase().max(254),
  role: organizationRoleSchema,
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;
export const invitationParamsSchema = organizationIdParamsSchema.extend({ invitationId: z.uuid() });

/** An invitation as its invitee sees it: which organisation, which role, still valid or not. */
export const receivedInvitationSchema = z.object({
  id: z.string(),
  organizationName: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  status: invitationStatusSchema,
  invitedByName: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
export const receivedInvitationsSchema = z.object({ invitations: z.array(receivedInvitationSchema) });
/**
 * What an emailed link shows before its holder signs in: who invited them, to which
 * organisation, as what, until when. Nothing else (not the invited address, nor any id).
 */
export const invitationPublicPreviewSchema = z.object({
  organizationName: z.string(),
  invitedByName: z.string().nullable(),
  role: organizationRoleSchema,
  expiresAt: z.iso.datetime(),
});
export type InvitationPublicPreview = z.infer<typeof invitationPublicPreviewSchema>;
export const invitationTokenQuerySchema = z.object({ token: z.string().min(20).max(200) });
/** Accept by the emailed link's token, or by id from the dashboard list (verified email only). */
export const acceptInvitationBodySchema = z.union([
  z.object({ token: z.string().min(20).max(200) }),
  z.object({ invitationId: z.uuid() }),
]);

export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  /** With `entityId`: the feed of one entity. A project's includes its applications' entries. */
  entityType: z
    .enum(['project', 'application', 'funder', 'document', 'organization', 'member', 'invitation'])
    .optional(),
  entityId: z.string().max(128).optional(),
});
