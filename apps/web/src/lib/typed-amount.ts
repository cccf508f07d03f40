import { formatAmountInput, parseAmountInput } from '@grantpilot/shared/amount-input';
import { amountProblem } from '@grantpilot/shared/money';

/*
 * Amount fields as people fill them in: what they type is read in the browser's locale (the one
 * every amount on screen is formatted in), checked against the currency, sent exact and shown
 * back formatted. What cannot be read stays in the field, with the error beside it.
 */

/** The exact amount typed, or null for an empty field (callers check it first with `typedAmountProblem`). */
export function typedAmount(typed: string): string | null {
  const reading = parseAmountInput(typed);
  return reading.ok ? reading.amount : null;
}

/** Why the typed text is not an amount of `currency`, as a sentence naming the field; null when it is. */
export function typedAmountProblem(typed: string, currency: string, label: string): string | null {
  if (!typed.trim()) return null;
  const reading = parseAmountInput(typed);
  if (!reading.ok) {
    return `Enter the ${label} as a number, such as ${amountExamples()}`;
  }
  const problem = amountProblem(reading.amount, currency);
  return problem ? `The ${label} ${problem}` : null;
}

/** The typed text as the locale writes that amount, or the text as typed when it cannot be read. */
export function formattedTypedAmount(typed: string, currency: string): string {
  const reading = parseAmountInput(typed);
  return reading.ok && !amountProblem(reading.amount, currency) ? formatAmountInput(reading.amount, currency) : typed;
}

/** An exact amount from the API as an amount field shows it. */
export function amountFieldValue(amount: string | null, currency: string): string {
  return amount === null ? '' : formatAmountInput(amount, currency);
}

/** Two amounts as this locale writes them, for a field's hint: "125,000 or 48.5k". */
export function amountExamples() {
  const format = new Intl.NumberFormat();
  // An example, not money: a float is fine here.
  return `${format.format(125000)} or ${format.format(48.5)}k`;
}
