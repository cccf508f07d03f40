/** A whole number above zero from the command line, or the fallback when the option is absent. */
export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}
