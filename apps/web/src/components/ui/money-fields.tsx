import type { ComponentProps, FocusEvent } from 'react';
import { formattedTypedAmount } from '../../lib/typed-amount';
import { CurrencyOptions } from './currency-options';
import { FormField } from './form-field';
import { SelectField } from './select-field';

/**
 * An amount of money: phones show their number keys, and the browser suggests no remembered
 * values (an old amount is never the right one). Given its `currency`, it takes amounts as
 * people type them ("48,500", "48.5k") and shows them back formatted when the field is left;
 * what cannot be read stays as typed, for the form's error beside it.
 */
export function AmountField({
  currency,
  onBlur,
  onChange,
  ...props
}: ComponentProps<typeof FormField> & { currency?: string }) {
  const reformat = (event: FocusEvent<HTMLInputElement>) => {
    if (currency) {
      const formatted = formattedTypedAmount(event.target.value, currency);
      if (formatted !== event.target.value) {
        event.target.value = formatted;
        onChange?.(event);
      }
    }
    onBlur?.(event);
  };
  return <FormField inputMode="decimal" autoComplete="off" onChange={onChange} onBlur={reformat} {...props} />;
}

/** The currency of the amounts beside it: the common ones first, then every ISO 4217 code. */
export function CurrencyField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label="Currency" {...props}>
      <CurrencyOptions />
    </SelectField>
  );
}
