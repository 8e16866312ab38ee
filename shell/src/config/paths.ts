import { MESSAGES_PATH } from 'shared-contracts';

/** Every link of the frame, once: the top bar shows the first five, the drawer all seven. */
export const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/search', label: 'nav.properties' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/forum', label: 'nav.forum' },
  { to: '/advisors', label: 'nav.advisors' },
] as const;

export const DRAWER_LINKS = [...NAV_LINKS, { to: '/about', label: 'nav.about' }, { to: '/contact', label: 'nav.contact' }] as const;

export const SERVICE_LINKS = [
  { to: '/search?purpose=sale', label: 'footer.services.buy' },
  { to: '/search?purpose=rent', label: 'footer.services.rent' },
  { to: '/search?purpose=exchange', label: 'footer.services.exchange' },
  { to: '/dashboard', label: 'footer.services.publish' },
  { to: '/advisors', label: 'footer.services.legal' },
] as const;

export const SIGN_IN_PATH = '/auth';
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';

/** The inbox of the member's conversations (the account area's page). */

/** The signed-in visitor's menu: the Admin Panel only for admins; Messages with the unread count. */
export const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'account.dashboard', adminOnly: false, unread: false },
  { to: MESSAGES_PATH, label: 'account.messages', adminOnly: false, unread: true },
  { to: '/admin', label: 'account.admin', adminOnly: true, unread: false },
  { to: '/settings', label: 'account.settings', adminOnly: false, unread: false },
] as const;
