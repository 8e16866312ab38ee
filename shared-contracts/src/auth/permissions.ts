import type { UserRole } from '../types/user.js';

/**
 * What each back-office role may do: one table for the API's guards and for the admin area,
 * which hides what a role cannot use (the server refuses it anyway).
 */
export const PERMISSIONS = {
  /** The overview: figures, charts, system panel. */
  'overview.read': ['admin', 'moderator'],
  /** Forum and comment reports, new members' posts, pending and reported listings. */
  'moderation.manage': ['admin', 'moderator'],
  'properties.manage': ['admin'],
  'users.manage': ['admin'],
  'blogs.manage': ['admin'],
  'advisors.manage': ['admin'],
  /** Contact messages, suggestions, support offers, newsletter subscribers. */
  'messages.manage': ['admin'],
  'payments.manage': ['admin'],
  'plans.manage': ['admin'],
  'settings.manage': ['admin'],
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly UserRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: UserRole | undefined, permission: Permission): boolean =>
  role !== undefined && (PERMISSIONS[permission] as readonly UserRole[]).includes(role);

/** Any back-office role: who may open /admin at all. */
export const isStaff = (role: UserRole | undefined): boolean => role === 'admin' || role === 'moderator';
