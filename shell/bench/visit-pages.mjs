import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { startPortal } from './portal-server.mjs';

/**
 * Starts the built portal and one Chromium, calls `visit` for each page named on the command
 * line (`/` and `/search` when none is), one after the other, then stops both.
 * @param {(browser: import('playwright').Browser, url: string, path: string) => Promise<void>} visit
 */
export async function visitPages(visit) {
  const paths = process.argv.slice(2);
  const portal = await startPortal();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const path of paths.length > 0 ? paths : ['/', '/search']) await visit(browser, portal.url + path, path);
  } finally {
    await browser.close();
    await portal.stop();
  }
}
