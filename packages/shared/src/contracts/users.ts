import { z } from 'zod';

export const uidParamsSchema = z.object({
  uid: z.string().min(1).max(128),
});

/** `GET /api/users/{uid}` (seed §7): the profile and the active organisation's branding. */
export const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  organizationLogoUrl: z.string().nullable(),
  organizationBrandName: z.string().nullable(),
  organizationName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  useOrganizationBranding: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
