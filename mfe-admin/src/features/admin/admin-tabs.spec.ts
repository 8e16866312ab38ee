import { describe, expect, it } from '@jest/globals';
import { ADMIN_TABS, adminTabOf, adminTabPath } from './admin-tabs';

describe('adminTabOf', () => {
  it('opens the overview at /admin', () => {
    expect(adminTabOf('/admin')).toBe('overview');
    expect(adminTabOf('/admin/')).toBe('overview');
  });

  it('reads every tab back from its own address, a trailing slash or a deeper path included', () => {
    for (const { name } of ADMIN_TABS) expect(adminTabOf(adminTabPath(name))).toBe(name);
    expect(adminTabOf('/admin/users/')).toBe('users');
    expect(adminTabOf('/admin/moderation/anything')).toBe('moderation');
  });

  it('falls back to the overview for a tab that does not exist', () => {
    expect(adminTabOf('/admin/payments')).toBe('overview');
    expect(adminTabOf('/admin/Users')).toBe('overview');
  });
});
