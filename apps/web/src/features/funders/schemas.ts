import { z } from 'zod';
import { funderBodySchema, type Funder, type UpdateFunderBody } from '@grantpilot/shared/contracts/funders';
import { formatLimit, lengthLimits } from '../../lib/contract-limits';

/** The API's limits, read from its contract: the form refuses what the server would. */
const fields = funderBodySchema.shape;
const { min: NAME_MIN, max: NAME_MAX } = lengthLimits(fields.name);
const CONTACT_MAX = lengthLimits(fields.contactPerson).max;
const NOTES_MAX = lengthLimits(fields.notes).max;
const WEBSITE = fields.website.unwrap().unwrap();
const EMAIL = fields.email.unwrap().unwrap();

/** A funder's light record as its form holds it; empty text is a field not set. */
export const funderFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(NAME_MIN, `The name must be at least ${NAME_MIN} characters`)
    .max(NAME_MAX, `The name must be at most ${NAME_MAX} characters`),
  website: z
    .string()
    .trim()
    .refine(
      (value) => !value || WEBSITE.safeParse(value).success,
      'Enter the website as an address such as https://example.org',
    ),
  contactPerson: z.string().trim().max(CONTACT_MAX, `The contact person must be at most ${CONTACT_MAX} characters`),
  email: z
    .string()
    .trim()
    .refine((value) => !value || EMAIL.safeParse(value).success, 'Enter an email address such as grants@example.org'),
  notes: z.string().max(NOTES_MAX, `The notes must be at most ${formatLimit(NOTES_MAX)} characters`),
});
export type FunderFormValues = z.input<typeof funderFormSchema>;

export const FUNDER_FIELD_LABELS = {
  name: 'Name',
  website: 'Website',
  contactPerson: 'Contact person',
  email: 'Email',
  notes: 'Notes',
} as const;

export function toFunderFormValues(funder: Funder): FunderFormValues {
  return {
    name: funder.name,
    website: funder.website ?? '',
    contactPerson: funder.contactPerson ?? '',
    email: funder.email ?? '',
    notes: funder.notes ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

/**
 * The funder's record to save, or nothing when no field changed; empty text clears a field.
 * Every field is sent, not just the changed ones: the record is saved as the form shows it.
 */
export function toFunderUpdate(
  values: FunderFormValues,
  dirty: Partial<Record<keyof FunderFormValues, unknown>>,
): UpdateFunderBody | null {
  if (!Object.values(dirty).some(Boolean)) return null;
  return {
    name: values.name.trim(),
    website: orNull(values.website),
    contactPerson: orNull(values.contactPerson),
    email: orNull(values.email),
    notes: values.notes.trim() ? values.notes : null,
  };
}
