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

export const can = (role: UserRole | undefined, permission: Permission): boolean => role !== undefined && (PERMISSIONS[permission] as readonly UserRole[]).includes(role);

/** The roles holding a permission, for rules written in SQL. */
export const rolesWith = (permission: Permission): readonly UserRole[] => PERMISSIONS[permission];

/** Who may write the blog: who manages it, and the members an admin made authors (the server checks it again). */
export const canWriteBlog = (user: { role: UserRole; isBlogAuthor: boolean } | null | undefined): boolean => !!user && (can(user.role, 'blogs.manage') || user.isBlogAuthor);

/** Any back-office role (one that holds some permission): who may open /admin at all. */
export const isStaff = (role: UserRole | undefined): boolean => role !== undefined && Object.values(PERMISSIONS).some((roles) => (roles as readonly UserRole[]).includes(role));
