import { z } from 'zod';
import { isTimeZone } from '../deadlines';

/**
 * How much a user's preferences may hold. Every page load reads them, so they stay small: a
 * PATCH carries at most `requestBytes` of JSON, and the stored object (known keys and others
 * together) at most `keys` keys and `storedBytes` as PostgreSQL writes it out.
 */
export const PREFERENCE_LIMITS = { keys: 50, keyLength: 64, requestBytes: 8_192, storedBytes: 16_384 } as const;

/**
 * User settings (seed §3): a preferences object with `darkMode`; keys this version does not know
 * are kept as they are (within the limits), so an older server never drops what a newer client
 * stored.
 */
export const preferencesSchema = z
  .object({
    darkMode: z.boolean().optional(),
    /** Deadline reminders 14, 7 and 1 day(s) before (PRODUCT.md §5); on unless turned off. */
    reminderEmails: z.boolean().optional(),
    /** An email for each new message on a support ticket (PRODUCT.md §8); on unless turned off. */
    supportEmails: z.boolean().optional(),
    /** An email when someone assigns you a task; on unless turned off. */
    taskEmails: z.boolean().optional(),
    /** The weekly digest, Monday morning in the user's time zone (UTC without one); on unless turned off. */
    weeklyDigest: z.boolean().optional(),
    /**
     * The IANA zone emails state times in. Null or unset: deadline reminders keep the deadline's
     * own zone, and the weekly digest comes Monday morning UTC.
     */
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone, such as Europe/Brussels').nullable().optional(),
  })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    const keys = Object.keys(value);
    if (keys.length > PREFERENCE_LIMITS.keys) {
      ctx.addIssue({ code: 'custom', message: `At most ${PREFERENCE_LIMITS.keys} preference keys are allowed` });
    }
    const long = keys.find((key) => key.length > PREFERENCE_LIMITS.keyLength);
    if (long !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `A preference name may be at most ${PREFERENCE_LIMITS.keyLength} characters`,
      });
    }
    if (JSON.stringify(value).length > PREFERENCE_LIMITS.requestBytes) {
      ctx.addIssue({
        code: 'custom',
        message: `Preferences may take at most ${PREFERENCE_LIMITS.requestBytes / 1024} kB`,
      });
    }
  });
export type Preferences = z.infer<typeof preferencesSchema>;

export const settingsSchema = z.object({
  preferences: z
    .object({ darkMode: z.boolean(), reminderEmails: z.boolean(), supportEmails: z.boolean() })
    .catchall(z.unknown()),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsBodySchema = z.object({
  preferences: preferencesSchema,
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const DEFAULT_PREFERENCES = { darkMode: false, reminderEmails: true, supportEmails: true } as const;
