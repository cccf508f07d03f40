import { z } from 'zod';
import { funderBodySchema, type Funder, type UpdateFunderBody } from '@grantpilot/shared/contracts/funders';
import { limitedTextField } from '../../lib/contract-limits';

/** The API's limits, read from its contract: the form refuses what the server would. */
const fields = funderBodySchema.shape;
const WEBSITE = fields.website.unwrap().unwrap();
const EMAIL = fields.email.unwrap().unwrap();

/** A funder's light record as its form holds it; empty text is a field not set. */
export const funderFormSchema = z.object({
  name: limitedTextField(fields.name, 'name'),
  website: z
    .string()
    .trim()
    .refine(
      (value) => !value || WEBSITE.safeParse(value).success,
      'Enter the website as an address such as https://example.org',
    ),
  contactPerson: limitedTextField(fields.contactPerson, 'contact person'),
  email: z
    .string()
    .trim()
    .refine((value) => !value || EMAIL.safeParse(value).success, 'Enter an email address such as grants@example.org'),
  notes: limitedTextField(fields.notes, 'notes', { trim: false }),
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
