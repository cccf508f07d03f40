import { describe, expect, it } from 'vitest';
import { hasRole } from './roles';

describe('hasRole (seed §5)', () => {
  const user = { roles: ['user', 'admin'] };

  it('accepts one role', () => {
    expect(hasRole(user, 'admin')).toBe(true);
    expect(hasRole(user, 'owner')).toBe(false);
  });

  it('accepts several and is true when any one matches', () => {
    expect(hasRole(user, ['owner', 'admin'])).toBe(true);
    expect(hasRole(user, ['owner', 'viewer'])).toBe(false);
    expect(hasRole(user, [])).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasRole(null, 'user')).toBe(false);
    expect(hasRole(undefined, ['user'])).toBe(false);
  });
});
