import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REMOTE_PAGES, SITE } from 'test-support';

// Each remote's team runs its area alone with `npm run dev -w mfe-<area>`: the rspack dev server
// and a minimal host. Both failure modes seen so far (a dropped SDK helper, lazy compilation)
// left a blank page without failing any build, so this starts the real dev servers.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RSPACK = fileURLToPath(new URL('../../node_modules/@rspack/cli/bin/rspack.js', import.meta.url));

async function startDevServer(remote: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [RSPACK, 'serve', '--mode', 'development', '--port', String(port)], {
    cwd: `${ROOT}mfe-${remote}`,
    stdio: 'ignore',
  });
  try {
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/remoteEntry.js`).then(
        (r) => r.ok,
        () => false,
      );
    await expect.poll(ready, { message: `the ${remote} dev server starts on port ${port}` }).toBe(true);
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}

test.describe('each remote runs alone on its dev server', { tag: SITE }, () => {
  test.describe.configure({ mode: 'serial' });

  for (const [index, remote] of (['marketplace', 'community', 'account', 'admin'] as const).entries()) {
    test(`mfe-${remote} renders its pages standalone, in both languages`, async ({ page }) => {
      const port = 3410 + index;
      const server = await startDevServer(remote, port);
      try {
        const { path, heading } = REMOTE_PAGES.find((p) => p.remote === remote && p.path !== '/') ?? REMOTE_PAGES[0];
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`http://127.0.0.1:${port}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.ar);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await page.evaluate(() => localStorage.setItem('djelfa-estates.language', 'en'));
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.en);
        expect(errors).toEqual([]);
      } finally {
        server.kill();
      }
    });
  }
});
