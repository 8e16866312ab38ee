import type { UserRole } from 'shared-contracts';

export interface DemoAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  /** Shown on their listings' Call and WhatsApp buttons; a number no one is given (0555 00 00 0x). */
  phone: string;
  role: UserRole;
}

/** Printed at start (main.ts) so that anyone can try the site; never on a real server by default. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@djelfa-estates.dz', password: 'Djelfa-Admin-2026', username: 'admin', firstName: 'مدير', lastName: 'الموقع', phone: '+213 555 00 00 01', role: 'admin' },
  { email: 'demo@djelfa-estates.dz', password: 'Djelfa-Demo-2026', username: 'demo', firstName: 'أمينة', lastName: 'بن علي', phone: '+213 555 00 00 02', role: 'user' },
];
