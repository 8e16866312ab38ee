import type { UserRole } from 'shared-contracts';

export interface DemoAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

/** Printed at start (main.ts) so that anyone can try the site; never on a real server by default. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@djelfa-estates.dz', password: 'Djelfa-Admin-2026', username: 'admin', firstName: 'مدير', lastName: 'الموقع', role: 'admin' },
  { email: 'demo@djelfa-estates.dz', password: 'Djelfa-Demo-2026', username: 'demo', firstName: 'أمينة', lastName: 'بن علي', role: 'user' },
];
