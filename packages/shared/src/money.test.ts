import { describe, expect, it } from 'vitest';
import { amountProblem, formatMoney, isCurrencyCode, normalizeAmount, sumAmounts } from './money';

describe('money', () => {
  it('knows ISO 4217 codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });

  it('accepts plain decimals within the currency’s minor units', () => {
    expect(amountProblem('12500', 'EUR')).toBeNull();
    expect(amountProblem('12500.50', 'EUR')).toBeNull();
    expect(amountProblem('0.125', 'KWD')).toBeNull();
    expect(amountProblem('12500.5', 'JPY')).toBe('must be a whole number in JPY');
    expect(amountProblem('1.234', 'EUR')).toBe('has at most 2 decimals in EUR');
    for (const bad of ['-5', '1e5', '1,000', '', '.5', '5.', ' 5', 'NaN']) {
      expect(amountProblem(bad, 'EUR'), bad).toBe('must be a number such as 12500 or 12500.50');
    }
    expect(amountProblem('9'.repeat(13), 'EUR')).toBeNull();
    expect(amountProblem('1' + '0'.repeat(13), 'EUR')).toBe('is too large');
  });

  it('normalises to the currency’s minor units', () => {
    expect(normalizeAmount('12500.5', 'EUR')).toBe('12500.50');
    expect(normalizeAmount('007', 'EUR')).toBe('7.00');
    expect(normalizeAmount('1500', 'JPY')).toBe('1500');
    expect(normalizeAmount('1.5', 'KWD')).toBe('1.500');
  });

  it('adds amounts exactly', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['9999999999999.99', '0.01', '1.000'])).toBe('10000000000001.000');
    expect(sumAmounts(['5', '-7.5'])).toBe('-2.5');
    expect(sumAmounts([])).toBe('0');
  });

  it('formats exact strings without float rounding', () => {
    expect(formatMoney('1234567.89', 'EUR', 'en-GB')).toBe('€1,234,567.89');
    expect(formatMoney('9999999999999.99', 'USD', 'en-US')).toBe('$9,999,999,999,999.99');
    expect(formatMoney('1500', 'JPY', 'en-US')).toBe('¥1,500');
  });

  it('keeps each locale and currency its own format (the formats are kept between calls)', () => {
    expect(formatMoney('1', 'EUR', 'en-GB')).toBe('€1.00');
    expect(formatMoney('1', 'EUR', 'de-DE')).toBe('1,00\u00a0€');
    expect(formatMoney('1', 'JPY', 'en-GB')).toBe('JP¥1');
    expect(formatMoney('2', 'EUR', 'en-GB')).toBe('€2.00');
    // More pairs than are kept: the oldest go, the answers stay right.
    const locales = ['en-GB', 'en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'sv-SE'];
    for (const locale of locales)
      for (const currency of ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK']) {
        expect(formatMoney('3', currency, locale)).toBe(
          new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(3),
        );
      }
    expect(formatMoney('1', 'EUR', 'de-DE')).toBe('1,00\u00a0€');
  });
});
