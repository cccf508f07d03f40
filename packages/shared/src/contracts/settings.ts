import { z } from 'zod';

/**
 * User settings (seed §3): a preferences object with `darkMode`; keys this version does not know
 * are kept as they are, so an older server never drops what a newer client stored.
 */
export const preferencesSchema = z
  .object({
    darkMode: z.boolean().optional(),
    /** Deadline reminders 14, 7 and 1 day(s) before (PRODUCT.md §5); on unless turned off. */
    reminderEmails: z.boolean().optional(),
  })
  .catchall(z.unknown())
  .refine((value) => Object.keys(value).length <= 100, {
    message: 'At most 100 preference keys are allowed',
  });
export type Preferences = z.infer<typeof preferencesSchema>;

export const settingsSchema = z.object({
  preferences: z.object({ darkMode: z.boolean(), reminderEmails: z.boolean() }).catchall(z.unknown()),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsBodySchema = z.object({
  preferences: preferencesSchema,
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const DEFAULT_PREFERENCES = { darkMode: false, reminderEmails: true } as const;
