import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, isCountryCode } from './countries';

describe('countries', () => {
  it('takes the assigned ISO 3166-1 alpha-2 codes, each named by Intl', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('DE')).toBe(true);
    for (const code of COUNTRY_CODES) expect(countryName(code)).not.toBe(code);
  });

  it('refuses lower case, unassigned and grouping codes that Intl still names', () => {
    for (const code of ['gb', 'GBR', 'UK', 'EU', 'UN', 'ZZ', 'QQ', '']) expect(isCountryCode(code)).toBe(false);
  });

  it('names a country in English', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('QQ')).toBe('QQ');
  });
});
