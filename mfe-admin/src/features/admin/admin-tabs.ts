import type { Permission } from 'shared-contracts';

/**
 * The back-office's tabs, each at its own URL (`/admin` opens the overview), each shown to the
 * roles whose permission it needs. More tabs join as their screens are built.
 */
export const ADMIN_TABS = [
  { name: 'overview', permission: 'overview.read' },
  { name: 'moderation', permission: 'moderation.manage' },
  { name: 'properties', permission: 'properties.manage' },
  { name: 'users', permission: 'users.manage' },
  { name: 'blogs', permission: 'blogs.manage' },
  { name: 'advisors', permission: 'advisors.manage' },
  { name: 'messages', permission: 'messages.manage' },
  { name: 'settings', permission: 'settings.manage' },
  { name: 'audit', permission: 'audit.read' },
] as const satisfies readonly { name: string; permission: Permission }[];

export type AdminTab = (typeof ADMIN_TABS)[number]['name'];

export const adminTabPath = (tab: AdminTab): string => `/admin/${tab}`;

/** The tab an admin path shows. */
export function adminTabOf(pathname: string): AdminTab {
  const segment = pathname.split('/')[2];
  return ADMIN_TABS.find((tab) => tab.name === segment)?.name ?? 'overview';
}
