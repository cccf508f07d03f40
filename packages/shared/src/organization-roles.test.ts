import { describe, expect, it } from 'vitest';
import { roleAtLeast, roleWithArticle } from './organization-roles';

describe('organisation roles', () => {
  it('orders owner > admin > editor > viewer', () => {
    expect(roleAtLeast('owner', 'admin')).toBe(true);
    expect(roleAtLeast('admin', 'owner')).toBe(false);
    expect(roleAtLeast('editor', 'editor')).toBe(true);
    expect(roleAtLeast('viewer', 'editor')).toBe(false);
  });

  it('puts the right article before a role', () => {
    expect(['owner', 'admin', 'editor', 'viewer'].map((role) => roleWithArticle(role as never))).toEqual([
      'an owner',
      'an admin',
      'an editor',
      'a viewer',
    ]);
  });
});
