import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * What a form field takes from its form: the field's registration (with its `rules`, if any) and
 * its error message, read by the same name, so the error beside a field is always its own.
 */
export function fieldProps<
  Values extends FieldValues,
  Context,
  Transformed extends FieldValues,
  Name extends FieldPath<Values>,
>(form: UseFormReturn<Values, Context, Transformed>, name: Name, rules?: RegisterOptions<Values, Name>) {
  return { ...form.register(name, rules), error: form.getFieldState(name, form.formState).error?.message };
}
