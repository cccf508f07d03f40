import { describe, expect, it } from 'vitest';
import { nameRules } from './rules';

describe('the register form', () => {
  it('refuses a name over 100 characters, as the identity service does', () => {
    expect(nameRules.validate('a'.repeat(100))).toBe(true);
    expect(nameRules.validate('a'.repeat(101))).toBe('Display name must be at most 100 characters');
    expect(nameRules.validate('  ')).toBe('Enter your name');
  });
});
