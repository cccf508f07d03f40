import { describe, expect, it } from 'vitest';
import { profileSchema } from './schemas';

describe('display name in settings: the API and identity service rule', () => {
  it('takes 3 to 100 characters in settings', () => {
    const check = (displayName: string) => profileSchema.safeParse({ displayName, photoURL: '' });
    expect(check('Ada').success).toBe(true);
    expect(check('a'.repeat(100)).success).toBe(true);
    expect(check('a'.repeat(101)).error?.issues[0]?.message).toBe('Display name must be at most 100 characters');
    expect(check('Al').error?.issues[0]?.message).toBe('Display name must be at least 3 characters');
  });
});
