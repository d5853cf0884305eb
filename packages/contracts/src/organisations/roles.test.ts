import { describe, expect, it } from 'vitest';
import { can, coachRoles, storedRolesWith } from './roles.ts';

describe('the permission matrix', () => {
  it('makes a coach of whoever may review the learners: Admins, and the older owner role', () => {
    expect([...coachRoles].sort()).toEqual(['admin', 'owner']);
    expect(coachRoles.every((role) => can(role, 'learners:review'))).toBe(true);
    expect(can('member', 'learners:review')).toBe(false);
  });

  it('lists the stored roles of a permission, owner wherever admin', () => {
    expect(storedRolesWith('members:read').sort()).toEqual(['admin', 'member', 'owner']);
  });
});
