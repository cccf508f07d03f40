import { z } from 'zod';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  DISPLAY_NAME_TOO_SHORT_MESSAGE,
} from '@grantpilot/shared/constants';

export const profileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(DISPLAY_NAME_MIN_LENGTH, DISPLAY_NAME_TOO_SHORT_MESSAGE)
    .max(DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_TOO_LONG_MESSAGE),
  photoURL: z
    .string()
    .trim()
    .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\//.test(value), {
      message: 'Enter a web address starting with https:// or a path starting with /',
    }),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z
      .string()
      .min(DEFAULT_PASSWORD_MIN_LENGTH, `Password must be at least ${DEFAULT_PASSWORD_MIN_LENGTH} characters`),
  })
  .refine((values) => values.currentPassword !== values.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** An account without a password (Google only) confirms with Google instead. */
export function deleteAccountSchema(email: string, hasPassword: boolean) {
  return z.object({
    confirmEmail: z
      .string()
      .trim()
      .refine((value) => value.toLowerCase() === email.toLowerCase(), { message: 'Type your email address exactly' }),
    password: hasPassword ? z.string().min(1, 'Enter your password') : z.string(),
  });
}
export type DeleteAccountValues = z.infer<ReturnType<typeof deleteAccountSchema>>;

export const organizationSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'The name must be at least 2 characters')
    .max(120, 'The name must be at most 120 characters'),
  brandName: z.string().trim().max(120, 'The brand name must be at most 120 characters'),
  useOrganizationBranding: z.boolean(),
});
export type OrganizationSettingsValues = z.infer<typeof organizationSettingsSchema>;

export function deleteOrganizationSchema(name: string) {
  return z.object({
    confirmName: z
      .string()
      .refine((value) => value.trim() === name, { message: 'Type the organisation’s name exactly' }),
  });
}
export type DeleteOrganizationValues = z.infer<ReturnType<typeof deleteOrganizationSchema>>;
