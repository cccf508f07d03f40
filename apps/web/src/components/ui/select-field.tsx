import type { ComponentProps } from 'react';
import { Field, type FieldFrame } from './form-field';
import { Select } from './select';

/**
 * The form field's frame around a native select. A file of its own: the sign-in pages' fields
 * (form-field.tsx) do not bring the select, which the signed-in layout's chunk holds (decision 049).
 */
export function SelectField({ label, error, hint, ...selectProps }: ComponentProps<'select'> & FieldFrame) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Select {...control} {...selectProps} />}
    </Field>
  );
}
