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

/** A profile photo upload (`PUT /api/users/{uid}/photo`): the raw image, typed from its bytes. */
export const PROFILE_PHOTO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The stored photo is a square of this many pixels a side, cropped from the centre. */
export const PROFILE_PHOTO_SIZE = 256;
