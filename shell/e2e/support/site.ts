import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_TOKEN_PATH, LANGUAGE_STORAGE_KEY, protectionOf, type Language, type RemoteName } from 'shared-contracts';
import accountAr from '../../../mfe-account/src/locales/ar.json' with { type: 'json' };
import accountEn from '../../../mfe-account/src/locales/en.json' with { type: 'json' };
import adminAr from '../../../mfe-admin/src/locales/ar.json' with { type: 'json' };
import adminEn from '../../../mfe-admin/src/locales/en.json' with { type: 'json' };
import communityAr from '../../../mfe-community/src/locales/ar.json' with { type: 'json' };
import communityEn from '../../../mfe-community/src/locales/en.json' with { type: 'json' };
import marketplaceAr from '../../../mfe-marketplace/src/locales/ar.json' with { type: 'json' };
import marketplaceEn from '../../../mfe-marketplace/src/locales/en.json' with { type: 'json' };
import propertyAr from '../../../mfe-marketplace/src/features/property/locales/ar.json' with { type: 'json' };
import propertyEn from '../../../mfe-marketplace/src/features/property/locales/en.json' with { type: 'json' };
import searchAr from '../../../mfe-marketplace/src/features/search/locales/ar.json' with { type: 'json' };
import searchEn from '../../../mfe-marketplace/src/features/search/locales/en.json' with { type: 'json' };
import shellAr from '../../src/locales/ar.json' with { type: 'json' };
import shellEn from '../../src/locales/en.json' with { type: 'json' };

/** Every page a remote serves (SPEC §2), with the heading it must show in each language. */
/** `marker`: the test id of the page's top block, when it is not the usual page hero. */
export const REMOTE_PAGES: { path: string; remote: RemoteName; heading: Record<Language, string>; marker?: string }[] = [
  { path: '/', remote: 'marketplace', heading: { ar: marketplaceAr.home.title, en: marketplaceEn.home.title }, marker: 'home-hero' },
  { path: '/search', remote: 'marketplace', heading: { ar: searchAr.search.title, en: searchEn.search.title } },
  // A listing's heading is its title; an id that no listing has shows the page's own heading.
  { path: '/property/999999', remote: 'marketplace', heading: { ar: propertyAr.property.notFound.title, en: propertyEn.property.notFound.title }, marker: 'property-not-found' },
  { path: '/blog', remote: 'community', heading: { ar: communityAr.blog.title, en: communityEn.blog.title } },
  // A post's, topic's or advisor's heading is its own; one that does not exist shows the page's own.
  { path: '/blog/no-such-article', remote: 'community', heading: { ar: communityAr.blogPost.notFound, en: communityEn.blogPost.notFound } },
  { path: '/forum', remote: 'community', heading: { ar: communityAr.forum.title, en: communityEn.forum.title } },
  { path: '/forum/999999', remote: 'community', heading: { ar: communityAr.topic.notFound, en: communityEn.topic.notFound } },
  { path: '/advisors', remote: 'community', heading: { ar: communityAr.advisors.title, en: communityEn.advisors.title } },
  { path: '/advisors/999999', remote: 'community', heading: { ar: communityAr.advisor.notFound, en: communityEn.advisor.notFound } },
  { path: '/dashboard', remote: 'account', heading: { ar: accountAr.dashboard.title, en: accountEn.dashboard.title } },
  { path: '/subscription', remote: 'account', heading: { ar: accountAr.subscription.title, en: accountEn.subscription.title } },
  { path: '/suggestions', remote: 'account', heading: { ar: accountAr.suggestions.title, en: accountEn.suggestions.title } },
  { path: '/support', remote: 'account', heading: { ar: accountAr.support.title, en: accountEn.support.title } },
  { path: '/settings', remote: 'account', heading: { ar: accountAr.settings.title, en: accountEn.settings.title } },
  { path: '/admin', remote: 'admin', heading: { ar: adminAr.admin.title, en: adminEn.admin.title } },
];

/** Pages only a signed-in visitor (or an admin) may open. */
export const isProtected = (path: string): boolean => protectionOf(path) !== null;

/** The demo accounts of the embedded database (backend, DEMO_ACCOUNTS). */
export const DEMO = {
  user: { email: 'demo@djelfa-estates.dz', password: 'Djelfa-Demo-2026', firstName: 'أمينة' },
  admin: { email: 'admin@djelfa-estates.dz', password: 'Djelfa-Admin-2026' },
} as const;

/** Signs the page's browser context in through the API, as the sign-in form would. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  const { token } = (await (await page.request.get(CSRF_TOKEN_PATH)).json()) as { token: string };
  const response = await page.request.post('/api/login', { data: { email: account.email, password: account.password }, headers: { [CSRF_HEADER]: token } });
  expect(response.status()).toBe(200);
}

/** The pages the shell serves itself. */
export const SHELL_PAGES: { path: string; heading: Record<Language, string> }[] = (['about', 'contact', 'privacy', 'terms'] as const).map(
  (page) => ({ path: `/${page}`, heading: { ar: shellAr.pages[page].title, en: shellEn.pages[page].title } }),
);

export const SHELL_TEXT = { ar: shellAr, en: shellEn };

/** Starts every page of this test in `language`, as if the visitor had chosen it earlier. */
export async function startIn(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
}

/** Makes a remote unreachable, as when its server is down. */
export async function takeDown(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`**/mfe/${remote}/**`, (route) => route.abort('connectionrefused'));
}

/** A new account whose language is `language` (as a sign-up in it makes), signed out again. */
export async function signedUpIn(page: Page, language: Language): Promise<{ email: string; password: string; firstName: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const account = { username: `u_${unique}`, email: `u_${unique}@example.dz`, password: 'Sahara-Gazelle-2026', firstName: 'Nadia', lastName: 'Saidi', language };
  const { token } = (await (await page.request.get(CSRF_TOKEN_PATH)).json()) as { token: string };
  const response = await page.request.post('/api/register', { data: account, headers: { [CSRF_HEADER]: token } });
  expect(response.status()).toBe(201);
  const signedOut = await page.request.post('/api/logout', { headers: { [CSRF_HEADER]: response.headers()[CSRF_HEADER] ?? token } });
  expect(signedOut.status()).toBe(204);
  return account;
}

/**
 * Until the area's code runs, a page the portal drew with its data (/search, a listing) shows
 * but does not act: a test that clicks waits for this first.
 */
export async function areaTookOver(page: Page): Promise<void> {
  await expect(page.locator('[data-remote]')).toBeAttached();
}
