import { z } from 'zod';
import { SUPPORT_LIMITS, TICKET_CATEGORIES } from '@grantpilot/shared/contracts/support';

/** The API's rules in sentences (the server checks again; its field errors land beside the same fields). */
const message = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(
    SUPPORT_LIMITS.messageMax,
    `The message must be at most ${SUPPORT_LIMITS.messageMax.toLocaleString('en')} characters`,
  );

export const contactFormSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(SUPPORT_LIMITS.subjectMin, `The subject must be at least ${SUPPORT_LIMITS.subjectMin} characters`)
    .max(SUPPORT_LIMITS.subjectMax, `The subject must be at most ${SUPPORT_LIMITS.subjectMax} characters`),
  category: z.enum(TICKET_CATEGORIES, 'Choose a category'),
  message,
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

export const replyFormSchema = z.object({ message });
export type ReplyFormValues = z.input<typeof replyFormSchema>;
