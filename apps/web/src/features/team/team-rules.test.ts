import { describe, expect, it } from 'vitest';
import { assignableRoles, mayManageMember } from './team-rules';

describe('team rules as the page offers them', () => {
  it('lets admins and owners manage others, never themselves', () => {
    expect(mayManageMember('owner', false, 'owner')).toBe(true);
    expect(mayManageMember('owner', true, 'owner')).toBe(false);
    expect(mayManageMember('admin', false, 'editor')).toBe(true);
    expect(mayManageMember('admin', false, 'admin')).toBe(true);
    expect(mayManageMember('admin', true, 'admin')).toBe(false);
  });

  it('keeps owners out of an admin’s reach', () => {
    expect(mayManageMember('admin', false, 'owner')).toBe(false);
    expect(assignableRoles('admin')).toEqual(['admin', 'editor', 'viewer']);
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'editor', 'viewer']);
  });

  it('offers editors and viewers nothing', () => {
    expect(mayManageMember('editor', false, 'viewer')).toBe(false);
    expect(mayManageMember('viewer', false, 'viewer')).toBe(false);
    expect(assignableRoles('editor')).toEqual([]);
    expect(assignableRoles('viewer')).toEqual([]);
  });
});
