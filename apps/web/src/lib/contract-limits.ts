import { z } from 'zod';
import { isoDateSchema } from '@grantpilot/shared/contracts/common';

/** A length check (`.min`, `.max`) as zod keeps it on the schema. */
interface LengthCheck {
  check?: string;
  minimum?: number;
  maximum?: number;
}

/**
 * The length limits of a contract's field, through its `.nullable()`, `.optional()` and
 * `.default()`: forms state the API's limits in their sentences without restating the numbers.
 */
export function lengthLimits(schema: z.ZodType) {
  let inner: z.core.$ZodType = schema;
  while ('innerType' in inner._zod.def) inner = (inner._zod.def as { innerType: z.core.$ZodType }).innerType;
  const checks = (inner._zod.def.checks ?? []).map((check) => check._zod.def as LengthCheck);
  const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((check) => check.check === 'max_length')?.maximum ?? Infinity;
  return { min, max };
}

/** 20000 as "20,000", as the form's sentences write it. */
export function formatLimit(limit: number) {
  return limit.toLocaleString('en');
}

/**
 * A form's text field held to the length limits of the contract's `field`, its refusals in a
 * sentence that names it ("The title must be at most 200 characters"). Trimmed first, unless
 * `trim` is false: long text (notes, a description) keeps its spacing, as the API keeps it.
 */
export function limitedTextField(field: z.ZodType, name: string, { trim = true } = {}) {
  const { min, max } = lengthLimits(field);
  let text = trim ? z.string().trim() : z.string();
  if (min > 0) text = text.min(min, `The ${name} must be at least ${formatLimit(min)} characters`);
  if (max < Infinity) text = text.max(max, `The ${name} must be at most ${formatLimit(max)} characters`);
  return text;
}

/** A form's date field: empty, or a date the API takes (one that exists: no 30 February). */
export function optionalDateField(label: string) {
  return z
    .string()
    .refine((value) => !value || isoDateSchema.safeParse(value).success, `Enter the ${label} as YYYY-MM-DD`);
}
