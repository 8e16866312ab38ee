import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, type Language } from 'shared-contracts';
import { csrf } from './session';
import { unique } from './unique';

/** The demo accounts of the embedded database (backend, DEMO_ACCOUNTS). */
export const DEMO = {
  user: { email: 'demo@djelfa-estates.dz', password: 'Djelfa-Demo-2026', firstName: 'أمينة' },
  admin: { email: 'admin@djelfa-estates.dz', password: 'Djelfa-Admin-2026' },
} as const;

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
  firstName: string;
}

/**
 * A new account, signed in in the page's browser (the API sets the session cookie). `language`:
 * the one a sign-up in it records, which the site turns to at each sign-in.
 */
export async function newMember(page: Page, firstName = 'سليمة', { language }: { language?: Language } = {}): Promise<Account> {
  const mark = unique();
  const account = {
    username: `member_${mark}`,
    email: `member_${mark}@example.dz`,
    password: 'Sahara-Gazelle-2026',
    firstName,
    lastName: 'بن علي',
    phone: '0661 23 45 67',
    ...(language && { language }),
  };
  const response = await page.request.post('/api/register', { data: account, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, username: account.username, email: account.email, password: account.password, firstName };
}
