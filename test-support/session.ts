import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from 'shared-contracts';
import { SHELL_TEXT } from './text';

/** The CSRF token of the page's session: asked for each time, since signing in or out gives a new one. */
export async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get(CSRF_TOKEN_PATH)).json()) as { token: string }).token;
}

/** Signs the page's browser context in through the API, as the sign-in form would. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/login', { data: { email: account.email, password: account.password }, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status()).toBe(200);
}

export async function signOut(page: Page): Promise<void> {
  expect((await page.request.post('/api/logout', { headers: { [CSRF_HEADER]: await csrf(page) } })).status()).toBe(204);
}

/** Signs in with the form of the page already open (/auth, or where a protected page sent the visitor). */
export async function fillSignIn(page: Page, account: { email: string; password: string }, labels: typeof SHELL_TEXT.ar.auth = SHELL_TEXT.ar.auth): Promise<void> {
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(labels.email).fill(account.email);
  await form.getByLabel(labels.password).fill(account.password);
  await form.getByRole('button', { name: labels.signIn }).click();
}
