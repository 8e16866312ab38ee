import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from 'shared-contracts';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };

/** The community area's texts, as its pages show them. */
export const TEXT = { ar, en };

/** The demo admin of the embedded database (backend, DEMO_ACCOUNTS). */
export const ADMIN = { email: 'admin@djelfa-estates.dz', password: 'Djelfa-Admin-2026' };

let accounts = 0;

/** A new account, signed in in the page's browser (the API sets the session cookie). */
export async function newMember(page: Page, firstName = 'سليمة'): Promise<{ id: number; email: string; password: string }> {
  const unique = `${Date.now().toString(36)}${(accounts++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `member_${unique}`, email: `member_${unique}@example.dz`, password: 'Sahara-Gazelle-2026', firstName, lastName: 'بن علي', phone: '0661 23 45 67' };
  const response = await page.request.post('/api/register', { data: account, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, email: account.email, password: account.password };
}

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

/** A call to the API from the page's session, with its CSRF token. */
export async function api(page: Page, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(path, { method, data, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : await response.json();
}

/** A photo as a camera writes it. */
export async function photo(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).jpeg({ quality: 90 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Starts every page of this test in `language`, as if the visitor had chosen it earlier. */
export async function startIn(page: Page, language: 'ar' | 'en'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('djelfa-estates.language', value), language);
}

/**
 * Layout shifts not caused by the visitor, added up as Lighthouse's CLS counts them, from the
 * page's first load: `total()` reads them, `reset()` starts again (to measure one moment alone).
 */
export async function watchLayoutShifts(page: Page): Promise<{ total: () => Promise<number>; reset: () => Promise<void> }> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    total: () => page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
    reset: () => page.evaluate(() => void ((window as unknown as { layoutShifts: { total: number } }).layoutShifts.total = 0)),
  };
}
