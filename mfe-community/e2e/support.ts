import type { Page } from '@playwright/test';
import { DEMO, api, newMember, signInAs, signOut, type Account } from 'test-support';

/** A new account made a moderator by the admin, signed in in the page's browser. */
export async function newModerator(page: Page, firstName = 'مراد'): Promise<Account> {
  const moderator = await newMember(page, firstName);
  await signOut(page);
  await signInAs(page, DEMO.admin);
  await api(page, 'PUT', `/api/admin/users/${moderator.id}/role`, { role: 'moderator' });
  await signOut(page);
  await signInAs(page, moderator);
  return moderator;
}
