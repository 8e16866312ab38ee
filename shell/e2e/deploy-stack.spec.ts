import { expect, test, type Browser, type Page } from '@playwright/test';
import { CSRF_HEADER, LANGUAGE_COOKIE } from 'shared-contracts';
import { chmodSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_TEXT,
  ADMIN_TEXT,
  COMMUNITY_TEXT,
  MARKETPLACE_TEXT,
  SHELL_TEXT,
  SITE,
  addArchivePage,
  buildRemote,
  copyOfRemote,
  csrf,
  fillRequired,
  fillSignIn,
  newMember,
  photo,
  signOut,
  storedOnly,
  unique,
} from 'test-support';
import { startDeployStack, type DeployStack } from '../../backend/test/support/deploy-stack.js';

/**
 * The compose stack (backend/test/support/deploy-stack.ts: Caddy, nginx, two API instances, one
 * database, a bucket) as a person meets it, through its proxy alone, in each language.
 */
const ADMIN = { email: 'admin@deploy.example.dz', password: 'Deploy-Admin-Password-2026' };

test.describe.configure({ mode: 'serial' });
let stack: DeployStack;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startDeployStack({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
test.afterAll(async () => {
  await stack?.close();
});

/** A browser of its own on the stack, its pages in `language` (Caddy's certificate is from its own authority). */
async function visitor(browser: Browser, language: 'ar' | 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.url, ignoreHTTPSErrors: true, serviceWorkers: 'block' });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: stack.url }]);
  const page = await context.newPage();
  await storedOnly(page, language);
  return page;
}

for (const language of ['ar', 'en'] as const) {
  const text = { shell: SHELL_TEXT[language], account: ACCOUNT_TEXT[language], admin: ADMIN_TEXT[language], marketplace: MARKETPLACE_TEXT[language] };

  test(
    `(${language}) home, sign-in, a listing published with a photo, approved from the admin's queue, then found, drawn and served by both instances`,
    { tag: SITE },
    async ({ browser }) => {
      const page = await visitor(browser, language);
      const admin = await visitor(browser, language);
      // The admin's account is the one the instances were given; listings wait for approval from now on.
      expect((await admin.request.post('/api/login', { data: ADMIN, headers: { [CSRF_HEADER]: await csrf(admin) } })).status()).toBe(200);
      const approval = await admin.request.put('/api/admin/settings', { data: { listingsNeedApproval: true }, headers: { [CSRF_HEADER]: await csrf(admin) } });
      expect(approval.status()).toBe(200);

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.marketplace.home.title);

      // Signed up, then signed in again with the form, as a returning member.
      const account = await newMember(page);
      await signOut(page);
      await page.goto('/auth');
      await fillSignIn(page, account, text.shell.auth);
      await expect(page).not.toHaveURL(/\/auth/);

      await page.goto('/dashboard/listings/new');
      await page
        .getByTestId('photo-drop')
        .locator('input[type=file]')
        .setInputFiles([await photo('facade.jpg', '#40a060')]);
      await expect(page.getByTestId('photo').and(page.locator('[data-status=done]'))).toHaveCount(1);
      const title = `فيلا للبيع ${language} ${unique()}`;
      await fillRequired(page, text.account, title);
      await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
      await page.getByTestId('publish').click();
      await expect(page).toHaveURL(/\/dashboard\/listings$/);
      const id = await page.getByTestId('my-listing').filter({ hasText: title }).getAttribute('data-listing-id');

      await admin.goto('/admin/moderation');
      const row = admin.getByTestId('queue-listings').getByRole('row').filter({ hasText: title });
      await row.getByRole('button', { name: text.admin.moderation.approve }).click();
      await expect(admin.getByTestId('toaster')).toContainText(text.admin.moderation.listingApproved);

      // Public: found by search, its page drawn with it, on either instance (the proxy takes turns).
      await page.goto(`/search?keyword=${encodeURIComponent(title)}`);
      const card = page.getByTestId('property-card').filter({ hasText: title });
      await expect(card.locator('img').first()).toHaveAttribute('src', /\.thumb\.webp$/);
      const photoUrl = await card.locator('img').first().getAttribute('src');
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      for (let n = 0; n < stack.api.length * 2; n += 1) {
        const drawn = await stack.request(`/property/${id}`, { cookie: `${LANGUAGE_COOKIE}=${language}` });
        expect([drawn.status, drawn.body.toString().includes(title)]).toEqual([200, true]);
        expect((await stack.request(photoUrl!)).status).toBe(200);
      }
      await page.context().close();
      await admin.context().close();
    },
  );
}

test('a new build of one area deployed while a browser has the site open: the open page goes on, the next page load has the new build', { tag: SITE }, async ({ browser }) => {
  // The community team's new build, with a page added under /blog, made beside the running stack.
  const { deploy, remote } = copyOfRemote('mfe-community');
  try {
    // nginx's workers run as another user, as in its image.
    chmodSync(deploy, 0o755);
    addArchivePage(remote);
    buildRemote(remote);
    const archive = '/blog/archive/2026';
    const page = await visitor(browser, 'ar');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMUNITY_TEXT.ar.blog.title);
    expect((await stack.request(archive, { accept: 'text/html' })).status).toBe(404);

    // Its container replaced: its server has the new build's files alone.
    await stack.deployArea('community', join(remote, 'dist'));
    // The open page, on the old build, goes to another of the area's pages.
    await page.getByRole('navigation').getByRole('link', { name: SHELL_TEXT.ar.nav.forum }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMUNITY_TEXT.ar.forum.title);
    // Both instances take the new build within seconds, none restarted (the proxy takes turns).
    await expect
      .poll(async () => (await Promise.all(stack.api.map(() => stack.request(archive, { accept: 'text/html' })))).map(({ status }) => status))
      .toEqual(stack.api.map(() => 200));
    await page.goto(archive);
    await expect(page.getByTestId('archive')).toHaveText('Archive 2026');
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMUNITY_TEXT.ar.blog.title);
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    rmSync(deploy, { recursive: true, force: true });
  }
});
