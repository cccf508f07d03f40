import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from './amount-input';

const read = (typed: string, locale = 'en-GB') => {
  const reading = parseAmountInput(typed, locale);
  return reading.ok ? reading.amount : null;
};

describe('parseAmountInput', () => {
  it('reads plain amounts as they are', () => {
    expect(read('48500')).toBe('48500');
    expect(read('48500.50')).toBe('48500.50');
    expect(read('  0048500 ')).toBe('48500');
    expect(read('.5')).toBe('0.5');
    expect(read('0')).toBe('0');
  });

  it('takes commas, spaces and apostrophes that group thousands', () => {
    expect(read('48,500')).toBe('48500');
    expect(read('1,234,567.89')).toBe('1234567.89');
    expect(read('48 500')).toBe('48500');
    expect(read('48\u00a0500,00', 'fr-FR')).toBe('48500.00');
    expect(read('48\u202f500', 'fr-FR')).toBe('48500');
    expect(read("48'500.00", 'de-CH')).toBe('48500.00');
  });

  it('reads the later of two marks as the decimal one, in any locale', () => {
    expect(read('48.500,00', 'de-DE')).toBe('48500.00');
    expect(read('48.500,00', 'en-GB')).toBe('48500.00');
    expect(read('1.234.567,5', 'de-DE')).toBe('1234567.5');
    expect(read('48,500.00', 'de-DE')).toBe('48500.00');
  });

  it('reads a lone mark before exactly three digits by the locale', () => {
    // Where a dot is the decimal mark, "48.500" is forty-eight and a half; where it groups, 48,500.
    expect(read('48.500', 'en-GB')).toBe('48.500');
    expect(read('48.500', 'de-DE')).toBe('48500');
    expect(read('48,500', 'en-US')).toBe('48500');
    expect(read('48,500', 'de-DE')).toBe('48.500');
    // Only one reading is possible otherwise.
    expect(read('48,5', 'en-GB')).toBe('48.5');
    expect(read('48.50', 'de-DE')).toBe('48.50');
    expect(read('1234.567', 'de-DE')).toBe('1234.567');
    expect(read('1.234.567', 'en-GB')).toBe('1234567');
  });

  it('takes k and m for thousands and millions, exactly', () => {
    expect(read('48.5k')).toBe('48500');
    expect(read('48,5k', 'de-DE')).toBe('48500');
    expect(read('48K')).toBe('48000');
    expect(read('1.2345k')).toBe('1234.5');
    expect(read('2.75m')).toBe('2750000');
    expect(read('0.1k')).toBe('100');
    expect(read('48 k')).toBe('48000');
  });

  it('leaves a currency sign or code typed around the number', () => {
    expect(read('€48,500')).toBe('48500');
    expect(read('£ 48.5k')).toBe('48500');
    expect(read('48 500 GBP')).toBe('48500');
    expect(read('EUR 1.000,50', 'de-DE')).toBe('1000.50');
  });

  it('refuses what is not an amount', () => {
    for (const typed of [
      '',
      'abc',
      '-500',
      '1e9',
      '48..5',
      '48.5.5,1,2',
      '4,85,00',
      '48,50,000',
      '4 85 00',
      '48.',
      '12k5',
      '1,2.3',
    ]) {
      expect(read(typed), typed).toBeNull();
    }
  });
});

describe('formatAmountInput', () => {
  it('writes an exact amount as the locale does, decimals only when there are any', () => {
    expect(formatAmountInput('48500', 'EUR', 'en-GB')).toBe('48,500');
    expect(formatAmountInput('48500.00', 'EUR', 'en-GB')).toBe('48,500');
    expect(formatAmountInput('40000.5', 'EUR', 'en-GB')).toBe('40,000.50');
    expect(formatAmountInput('40000.5', 'EUR', 'de-DE')).toBe('40.000,50');
    expect(formatAmountInput('9999999999999.99', 'EUR', 'en-GB')).toBe('9,999,999,999,999.99');
  });

  it('reads back what it wrote', () => {
    for (const locale of ['en-GB', 'de-DE', 'fr-FR', 'de-CH']) {
      for (const amount of ['48500', '40000.50', '1234567.89']) {
        expect(read(formatAmountInput(amount, 'EUR', locale), locale), `${amount} in ${locale}`).toBe(
          amount.replace(/\.00$/, ''),
        );
      }
    }
  });
});
