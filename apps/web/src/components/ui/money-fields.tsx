import type { ComponentProps } from 'react';
import { CurrencyOptions } from './currency-options';
import { FormField, SelectField } from './form-field';

/**
 * An amount of money, typed as the decimal string the server keeps: phones show their number
 * keys, and the browser suggests no remembered values (an old amount is never the right one).
 */
export function AmountField(props: ComponentProps<typeof FormField>) {
  return <FormField inputMode="decimal" autoComplete="off" {...props} />;
}

/** The currency of the amounts beside it: the common ones first, then every ISO 4217 code. */
export function CurrencyField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label="Currency" {...props}>
      <CurrencyOptions />
    </SelectField>
  );
}
