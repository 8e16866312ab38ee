import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_TEXT, SITE, addArchivePage, buildRemote, copyOfRemote, workerControls } from 'test-support';

// A remote owns its prefixes: a page added inside one is live once that remote alone is rebuilt
// and redeployed. The shell and the backend are the ones `npm run build` made, never rebuilt.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NEW_PAGE = '/blog/archive/2026';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test.describe('a remote redeployed alone', { tag: SITE }, () => {
  let deploy: string;
  let dataDir: string;
  let site: ChildProcess | undefined;
  let url: string;

  test.beforeAll(async () => {
    // The deploy: the shell and the other remotes as built, and the community remote's own copy
    // (its sources and build), which resolves its packages from the repository's node_modules.
    let remote: string;
    ({ deploy, remote } = copyOfRemote('mfe-community'));
    buildRemote(remote);

    dataDir = mkdtempSync(join(tmpdir(), 'djelfa-redeploy-data-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    site = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: dataDir, FRONTEND_ROOT: deploy },
    });
    await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status).toBe(200);
  });

  test.afterAll(async () => {
    if (site && site.exitCode === null) {
      const exited = new Promise((resolve) => site!.once('exit', resolve));
      site.kill('SIGTERM');
      await exited;
    }
    rmSync(deploy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a page added inside its prefix answers 404 before, and works after only that remote is rebuilt; an installed app keeps its version whole until the visitor takes the new one', async ({
    page,
    browser,
  }) => {
    const shellBuilt = statSync(join(ROOT, 'shell/dist/index.html')).mtimeMs;
    const backendBuilt = statSync(join(ROOT, 'backend/dist/main.js')).mtimeMs;
    expect((await page.goto(`${url}${NEW_PAGE}`))?.status()).toBe(404);
    // A visitor with the site's service worker (README "The app offline"), from before the deploy.
    const appContext = await browser.newContext({ serviceWorkers: 'allow' });
    const app = await appContext.newPage();
    // No page drawn by one version and taken over by another's code: React would say so here.
    const mismatches: string[] = [];
    app.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) mismatches.push(message.text());
    });
    await app.goto(`${url}/blog`);
    await workerControls(app);

    // The community team adds a page under /blog, and redeploys that remote alone.
    const remote = join(deploy, 'mfe-community');
    addArchivePage(remote);
    buildRemote(remote);

    // The portal reads the new build within seconds, without a restart.
    await expect.poll(async () => (await fetch(`${url}${NEW_PAGE}`, { headers: { Accept: 'text/html' } })).status).toBe(200);
    await page.goto(`${url}${NEW_PAGE}`);
    await expect(page.getByTestId('archive')).toHaveText('Archive 2026');
    // The rest of the remote is unchanged; neither the shell nor the backend was rebuilt.
    await page.goto(`${url}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(statSync(join(ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellBuilt);
    expect(statSync(join(ROOT, 'backend/dist/main.js')).mtimeMs).toBe(backendBuilt);

    // The app finds the new version (a browser checks at each visit, at most a day apart), and
    // installs it beside the running one: the running one goes on with its own files alone — the
    // old area, whose routes have no archive — and says, quietly, that a new one is ready.
    await app.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = app.getByTestId('update-notice');
    await expect(notice).toContainText(SHELL_TEXT.ar.appWorker.updateReady);
    await app.goto(`${url}${NEW_PAGE}`);
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(app.getByTestId('archive')).toHaveCount(0);
    // Taken when the visitor says so: the page reloads on the new version, whole.
    await app.getByTestId('update-notice').getByRole('button', { name: SHELL_TEXT.ar.appWorker.reload }).click();
    await expect(app.getByTestId('archive')).toHaveText('Archive 2026');
    await expect(app.getByTestId('update-notice')).toHaveCount(0);
    expect(mismatches).toEqual([]);
    await appContext.close();
  });
});
